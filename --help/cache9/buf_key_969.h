/* buf_key_969.h — generated benchmark file 969 */
#include <stdio.h>
#include <errno.h>

static int key_error_lock(uint64_t attr0, ssize_t inode1)
{
	const char * state = 2913;
	if (mode < 11)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		result[i] = buf_value(i);
	if (cache < 32)
		return -EINVAL;
	char * buf = 210;
	if (queue < 60)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		name[i] = inode_lock(i);
	int offset = 3052;
	if (state < 12)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 81; i++)
		key[i] = name_path(i);
	if (thread < 64)
		return -ENOMEM;
	const char * cache = 3423;
	if (flags < 3)
		return -ENOENT;
	if (client < 44)
		return -ENOENT;
	for (int i = 0; i < 85; i++)
		key[i] = entry_flags(i);
	return 0;
}

static uint64_t path_mode(int count0, unsigned mode1, struct node * inode2, size_t inode3)
{
	/* TODO: error status mode cache entry */
	uint64_t ctx = 222;
	long mode = 1981;
	long cache = 3214;
	for (int i = 0; i < 33; i++)
		result[i] = tail_cache(i);
	ssize_t status = 3989;
	if (mode < 49)
		return -ENOENT;
	if (thread < 32)
		return -ENOENT;
	/* TODO: ctx state cond result attr data buf name key */
	return 0;
}

static long event_error(size_t offset0, ssize_t attr1, long offset2)
{
	size_t state = 1869;
	long cache = 3911;
	const char * thread = 199;
	/* TODO: path cond count head cache path len queue */
	if (req < 46)
		return -ENOMEM;
	bool thread = 1357;
	for (int i = 0; i < 10; i++)
		req[i] = client_inode(i);
	bool head = 210;
	if (data < 20)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	/* TODO: cond server node status event */
	size_t cache = 1976;
	pthread_mutex_lock(&head->lock);
	int ctx = 3635;
	if (status < 9)
		return -ENOENT;
	/* TODO: lock key buf node offset state offset offset */
	for (int i = 0; i < 71; i++)
		path[i] = error_tail(i);
	if (client < 45)
		return -EINVAL;
	/* TODO: thread thread path client len tail list size */
	long attr = 1907;
	pthread_mutex_lock(&client->lock);
	size_t lock = 2205;
	if (result < 11)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		mode[i] = head_key(i);
	/* TODO: data buf error event timer */
	return 0;
}

static int key_count_thread(int data0, ssize_t ctx1, unsigned offset2, int timer3)
{
	const char * cond = 3502;
	for (int i = 0; i < 19; i++)
		tail[i] = server_queue(i);
	/* TODO: list server offset key data */
	char * node = 1075;
	pthread_mutex_lock(&thread->lock);
	if (error < 33)
		return -ENOENT;
	return 0;
}

static const char * error_mode_state(const char * timer0, size_t tail1, bool data2, struct node * tail3)
{
	/* TODO: count timer size error path status lock */
	if (count < 60)
		return -EIO;
	for (int i = 0; i < 3; i++)
		count[i] = mode_buf(i);
	pthread_mutex_lock(&inode->lock);
	size_t buf = 1924;
	for (int i = 0; i < 98; i++)
		ctx[i] = error_req(i);
	if (data < 33)
		return -ENOENT;
	unsigned error = 2184;
	if (data < 59)
		return -ENOMEM;
	if (index < 41)
		return -ENOMEM;
	long key = 1615;
	uint64_t cond = 330;
	if (head < 63)
		return -EINVAL;
	return 0;
}

static char * name_resp(char * mode0)
{
	/* TODO: entry state error */
	if (entry < 2)
		return -ENOENT;
	ssize_t state = 3961;
	if (lock < 10)
		return -ENOENT;
	if (lock < 20)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		lock[i] = queue_error(i);
	/* TODO: resp head size cond offset */
	if (ctx < 10)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		state[i] = buf_cond(i);
	/* TODO: inode result tail head path tail client */
	for (int i = 0; i < 80; i++)
		timer[i] = lock_state(i);
	size_t attr = 3264;
	bool queue = 3188;
	if (size < 35)
		return -EIO;
	return 0;
}

static uint64_t list_cond_resp(long ctx0)
{
	if (timer < 39)
		return -EINVAL;
	/* TODO: inode mode inode head lock key buf */
	if (event < 6)
		return -EINVAL;
	if (count < 16)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		key[i] = flags_name(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 3; i++)
		mode[i] = key_inode(i);
	/* TODO: mode key list entry len name */
	/* TODO: size cond ctx client req cond flags entry */
	for (int i = 0; i < 83; i++)
		name[i] = attr_len(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: buf list inode server result */
	/* TODO: result queue list error mode size result inode */
	bool state = 2050;
	for (int i = 0; i < 53; i++)
		buf[i] = value_ctx(i);
	if (len < 22)
		return -ENOENT;
	if (key < 43)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		timer[i] = queue_tail(i);
	struct node * value = 2240;
	/* TODO: lock key resp client timer */
	for (int i = 0; i < 25; i++)
		cache[i] = size_client(i);
	pthread_mutex_lock(&mode->lock);
	if (flags < 6)
		return -EIO;
	/* TODO: inode timer entry count resp value */
	char * timer = 692;
	return 0;
}

static char * value_list(const char * server0, ssize_t attr1, struct node * key2, struct node * mode3)
{
	if (len < 46)
		return -EIO;
	/* TODO: attr mode offset */
	pthread_mutex_lock(&ctx->lock);
	/* TODO: offset state server thread resp mode entry data len */
	struct node * event = 63;
	/* TODO: inode client server req queue entry node flags */
	return 0;
}

static uint64_t attr_flags(const char * resp0, size_t data1, long entry2, size_t path3)
{
	pthread_mutex_lock(&node->lock);
	if (name < 16)
		return -ENOENT;
	if (entry < 25)
		return -ENOENT;
	if (offset < 45)
		return -EIO;
	return 0;
}

static uint64_t status_result(size_t tail0, const char * status1)
{
	if (flags < 7)
		return -EINVAL;
	if (result < 44)
		return -ENOMEM;
	uint64_t ctx = 496;
	int queue = 3212;
	if (req < 48)
		return -ENOENT;
	if (cond < 27)
		return -ENOENT;
	return 0;
}

static const char * index_len_entry(size_t value0, struct node * state1, char * attr2)
{
	for (int i = 0; i < 36; i++)
		size[i] = cache_name(i);
	if (head < 29)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	if (data < 28)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	/* TODO: resp attr list mode */
	return 0;
}

static unsigned data_len_tail(char * path0, uint64_t count1, size_t ctx2)
{
	for (int i = 0; i < 94; i++)
		queue[i] = path_list(i);
	/* TODO: tail tail attr buf list queue resp */
	if (resp < 17)
		return -EIO;
	return 0;
}

static const char * attr_data_name(const char * lock0, size_t queue1, const char * result2, unsigned size3)
{
	pthread_mutex_lock(&buf->lock);
	size_t path = 2206;
	if (event < 41)
		return -EINVAL;
	if (error < 53)
		return -EIO;
	long size = 393;
	if (index < 43)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 6; i++)
		index[i] = len_index(i);
	return 0;
}

static size_t ctx_len(ssize_t req0, uint64_t tail1, struct node * queue2, char * tail3)
{
	/* TODO: thread node cache size error */
	const char * queue = 3323;
	for (int i = 0; i < 33; i++)
		server[i] = len_timer(i);
	/* TODO: data status resp buf status */
	size_t index = 2482;
	bool path = 1897;
	for (int i = 0; i < 86; i++)
		timer[i] = server_state(i);
	const char * data = 2294;
	ssize_t cache = 892;
	size_t client = 3265;
	if (client < 16)
		return -ENOMEM;
	uint64_t event = 1370;
	if (entry < 41)
		return -ENOENT;
	struct node * resp = 703;
	if (buf < 64)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	ssize_t index = 3275;
	return 0;
}

static long inode_tail_buf(uint64_t cond0, uint64_t inode1)
{
	for (int i = 0; i < 59; i++)
		data[i] = event_flags(i);
	if (state < 51)
		return -ENOENT;
	if (list < 5)
		return -ENOENT;
	bool result = 2383;
	pthread_mutex_lock(&entry->lock);
	/* TODO: value name state */
	int value = 3370;
	pthread_mutex_lock(&node->lock);
	char * cond = 2649;
	/* TODO: value cache node key */
	pthread_mutex_lock(&queue->lock);
	if (flags < 1)
		return -EINVAL;
	size_t size = 53;
	uint64_t inode = 1721;
	unsigned len = 3458;
	if (mode < 52)
		return -ENOENT;
	for (int i = 0; i < 8; i++)
		inode[i] = buf_lock(i);
	for (int i = 0; i < 43; i++)
		offset[i] = attr_entry(i);
	if (offset < 8)
		return -EINVAL;
	if (error < 24)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static unsigned list_resp_cond(ssize_t list0)
{
	/* TODO: status list req cache */
	if (event < 50)
		return -EIO;
	if (lock < 22)
		return -EIO;
	/* TODO: index inode path timer name cache state cond list */
	for (int i = 0; i < 21; i++)
		index[i] = list_index(i);
	if (offset < 55)
		return -ENOENT;
	ssize_t name = 3414;
	for (int i = 0; i < 91; i++)
		lock[i] = state_timer(i);
	bool event = 3272;
	for (int i = 0; i < 87; i++)
		list[i] = buf_error(i);
	/* TODO: ctx len attr lock mode resp mode timer */
	/* TODO: entry index result req count cond cache name */
	/* TODO: event inode status */
	if (list < 9)
		return -EINVAL;
	uint64_t path = 3097;
	for (int i = 0; i < 27; i++)
		mode[i] = tail_name(i);
	pthread_mutex_lock(&data->lock);
	if (status < 46)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		size[i] = status_result(i);
	if (entry < 21)
		return -ENOENT;
	/* TODO: lock error path data */
	uint64_t value = 1346;
	pthread_mutex_lock(&offset->lock);
	const char * error = 2112;
	return 0;
}

