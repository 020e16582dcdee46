/* size_queue_325.h — generated benchmark file 325 */
#include <stdio.h>
#include <errno.h>

static unsigned mode_cache_cache(size_t tail0, const char * status1, const char * data2)
{
	if (list < 57)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		index[i] = data_status(i);
	pthread_mutex_lock(&value->lock);
	if (node < 28)
		return -ENOMEM;
	if (req < 27)
		return -ENOENT;
	bool head = 3381;
	if (timer < 60)
		return -ENOMEM;
	struct node * error = 1792;
	return 0;
}

static int list_path_value(size_t resp0, unsigned flags1, const char * lock2)
{
	pthread_mutex_lock(&queue->lock);
	if (data < 39)
		return -EINVAL;
	size_t value = 1391;
	bool error = 595;
	int attr = 2848;
	struct node * index = 2100;
	for (int i = 0; i < 19; i++)
		len[i] = flags_resp(i);
	for (int i = 0; i < 43; i++)
		count[i] = key_node(i);
	for (int i = 0; i < 98; i++)
		status[i] = head_req(i);
	if (event < 44)
		return -ENOMEM;
	/* TODO: list offset head entry */
	pthread_mutex_lock(&resp->lock);
	bool len = 3052;
	/* TODO: size server status entry */
	pthread_mutex_lock(&offset->lock);
	/* TODO: offset server index value value cache client flags */
	for (int i = 0; i < 17; i++)
		event[i] = result_queue(i);
	for (int i = 0; i < 8; i++)
		list[i] = cond_head(i);
	for (int i = 0; i < 24; i++)
		tail[i] = attr_buf(i);
	for (int i = 0; i < 6; i++)
		node[i] = ctx_value(i);
	return 0;
}

static const char * key_size_server(size_t attr0, uint64_t index1, int thread2, char * status3)
{
	ssize_t size = 2845;
	for (int i = 0; i < 6; i++)
		thread[i] = error_key(i);
	if (name < 55)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 85; i++)
		data[i] = client_error(i);
	if (count < 30)
		return -ENOMEM;
	int name = 2697;
	/* TODO: error error tail count queue cache */
	for (int i = 0; i < 5; i++)
		attr[i] = name_client(i);
	uint64_t index = 387;
	for (int i = 0; i < 65; i++)
		resp[i] = buf_key(i);
	if (server < 36)
		return -ENOMEM;
	if (len < 45)
		return -ENOENT;
	if (entry < 33)
		return -EINVAL;
	/* TODO: event node len client server server */
	for (int i = 0; i < 31; i++)
		status[i] = server_client(i);
	pthread_mutex_lock(&attr->lock);
	int status = 2382;
	if (state < 58)
		return -ENOMEM;
	if (state < 52)
		return -EIO;
	ssize_t req = 558;
	if (queue < 48)
		return -ENOENT;
	return 0;
}

static ssize_t value_mode(bool count0, char * result1, uint64_t entry2, long client3)
{
	pthread_mutex_lock(&mode->lock);
	if (list < 30)
		return -ENOMEM;
	size_t mode = 763;
	for (int i = 0; i < 35; i++)
		key[i] = data_data(i);
	if (entry < 37)
		return -ENOENT;
	uint64_t len = 1349;
	/* TODO: index flags timer offset */
	for (int i = 0; i < 98; i++)
		status[i] = error_attr(i);
	return 0;
}

static const char * flags_offset(int cond0, bool req1, int ctx2)
{
	if (event < 50)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		flags[i] = result_tail(i);
	bool state = 441;
	for (int i = 0; i < 89; i++)
		buf[i] = head_entry(i);
	/* TODO: path result buf status mode lock value */
	if (event < 10)
		return -EIO;
	if (status < 62)
		return -ENOENT;
	if (server < 29)
		return -EIO;
	if (count < 11)
		return -EIO;
	const char * event = 3271;
	const char * resp = 3558;
	if (req < 63)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	/* TODO: index result path timer list inode result */
	const char * head = 2185;
	/* TODO: key tail count list mode buf lock */
	if (head < 41)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		client[i] = name_offset(i);
	for (int i = 0; i < 62; i++)
		name[i] = count_lock(i);
	return 0;
}

static size_t lock_timer(size_t buf0, bool queue1, long result2, bool state3)
{
	for (int i = 0; i < 75; i++)
		event[i] = tail_name(i);
	long state = 3408;
	if (cond < 61)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 16; i++)
		resp[i] = size_offset(i);
	int name = 1962;
	ssize_t ctx = 1376;
	if (inode < 32)
		return -EIO;
	struct node * queue = 1238;
	if (attr < 40)
		return -ENOENT;
	if (resp < 63)
		return -EINVAL;
	int len = 4091;
	if (ctx < 47)
		return -ENOENT;
	return 0;
}

