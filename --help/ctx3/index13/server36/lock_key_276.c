/* lock_key_276.c — generated benchmark file 276 */
#include <stdio.h>
#include <errno.h>

static const char * buf_status(bool flags0, size_t buf1, int state2)
{
	if (cache < 64)
		return -EINVAL;
	if (offset < 17)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		size[i] = resp_count(i);
	if (value < 17)
		return -EINVAL;
	if (req < 37)
		return -EINVAL;
	if (event < 50)
		return -EIO;
	for (int i = 0; i < 85; i++)
		index[i] = status_flags(i);
	struct node * cond = 4090;
	return 0;
}

static unsigned thread_path(ssize_t client0, long mode1, unsigned state2)
{
	/* TODO: key list entry offset path lock node flags */
	pthread_mutex_lock(&timer->lock);
	uint64_t status = 2164;
	for (int i = 0; i < 23; i++)
		timer[i] = path_data(i);
	for (int i = 0; i < 42; i++)
		result[i] = inode_queue(i);
	/* TODO: offset name lock timer list mode thread value mode */
	struct node * tail = 2345;
	pthread_mutex_lock(&index->lock);
	/* TODO: queue resp key client */
	/* TODO: lock timer result ctx */
	if (index < 18)
		return -ENOMEM;
	if (lock < 17)
		return -EIO;
	const char * server = 649;
	for (int i = 0; i < 78; i++)
		ctx[i] = offset_path(i);
	for (int i = 0; i < 21; i++)
		data[i] = cache_list(i);
	for (int i = 0; i < 12; i++)
		event[i] = offset_status(i);
	char * node = 3769;
	/* TODO: data attr error list */
	return 0;
}

static char * attr_offset_server(const char * error0, char * node1)
{
	unsigned data = 3858;
	pthread_mutex_lock(&tail->lock);
	struct node * value = 116;
	/* TODO: event path timer data */
	if (key < 29)
		return -EINVAL;
	/* TODO: mode client attr error tail req timer data client */
	for (int i = 0; i < 91; i++)
		count[i] = ctx_thread(i);
	for (int i = 0; i < 34; i++)
		list[i] = req_list(i);
	const char * mode = 1020;
	return 0;
}

static bool len_flags_entry(long client0, const char * timer1, size_t node2, const char * path3)
{
	if (status < 35)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		error[i] = offset_buf(i);
	for (int i = 0; i < 24; i++)
		offset[i] = path_name(i);
	/* TODO: cache result buf value thread */
	/* TODO: mode name path error event */
	for (int i = 0; i < 2; i++)
		timer[i] = node_status(i);
	const char * buf = 2066;
	/* TODO: result size key size result */
	if (head < 46)
		return -EINVAL;
	if (index < 4)
		return -ENOMEM;
	bool index = 828;
	if (size < 22)
		return -ENOMEM;
	unsigned cond = 69;
	uint64_t status = 734;
	pthread_mutex_lock(&lock->lock);
	/* TODO: mode thread result tail key */
	for (int i = 0; i < 16; i++)
		path[i] = state_resp(i);
	/* TODO: req entry path cache */
	if (lock < 61)
		return -ENOENT;
	size_t client = 3350;
	if (flags < 50)
		return -EINVAL;
	/* TODO: queue client attr result mode */
	/* TODO: path head head */
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static char * cond_status_flags(unsigned entry0, size_t mode1)
{
	if (entry < 15)
		return -ENOENT;
	if (req < 55)
		return -EIO;
	for (int i = 0; i < 65; i++)
		len[i] = list_cache(i);
	for (int i = 0; i < 92; i++)
		client[i] = state_head(i);
	/* TODO: buf head ctx cache cond */
	/* TODO: cache entry thread inode data resp size index thread */
	/* TODO: queue resp state req flags */
	/* TODO: flags tail head timer */
	if (entry < 59)
		return -EINVAL;
	char * client = 3724;
	size_t server = 977;
	/* TODO: resp cache timer */
	bool attr = 2650;
	for (int i = 0; i < 32; i++)
		client[i] = size_state(i);
	struct node * status = 1981;
	const char * mode = 3554;
	for (int i = 0; i < 86; i++)
		inode[i] = result_size(i);
	for (int i = 0; i < 29; i++)
		entry[i] = node_result(i);
	for (int i = 0; i < 77; i++)
		server[i] = mode_len(i);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&status->lock);
	char * list = 3140;
	return 0;
}

static char * cond_count(char * error0)
{
	/* TODO: error thread thread cache size */
	char * status = 399;
	if (head < 57)
		return -EINVAL;
	if (offset < 31)
		return -EINVAL;
	/* TODO: name inode list error data cond cond data attr */
	long lock = 498;
	const char * queue = 336;
	pthread_mutex_lock(&index->lock);
	/* TODO: attr data lock resp resp attr head */
	for (int i = 0; i < 45; i++)
		queue[i] = path_cache(i);
	long state = 957;
	unsigned len = 4078;
	unsigned index = 2644;
	if (thread < 64)
		return -ENOMEM;
	/* TODO: entry name list cond flags count client */
	const char * buf = 2956;
	for (int i = 0; i < 94; i++)
		cond[i] = client_len(i);
	if (result < 50)
		return -EINVAL;
	/* TODO: count event attr index status */
	size_t ctx = 2259;
	uint64_t tail = 523;
	for (int i = 0; i < 19; i++)
		error[i] = count_state(i);
	return 0;
}

static uint64_t size_resp_index(uint64_t attr0)
{
	/* TODO: path lock index */
	if (lock < 49)
		return -EINVAL;
	if (node < 33)
		return -ENOMEM;
	if (inode < 46)
		return -ENOENT;
	unsigned len = 1417;
	return 0;
}

static ssize_t resp_result_queue(char * path0, int key1, uint64_t size2, uint64_t lock3)
{
	pthread_mutex_lock(&name->lock);
	long node = 928;
	for (int i = 0; i < 97; i++)
		value[i] = data_queue(i);
	char * event = 2731;
	uint64_t value = 2703;
	long cache = 2608;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 98; i++)
		thread[i] = cache_state(i);
	struct node * count = 3094;
	if (client < 32)
		return -ENOMEM;
	if (timer < 53)
		return -EIO;
	ssize_t count = 569;
	for (int i = 0; i < 55; i++)
		req[i] = head_offset(i);
	if (error < 3)
		return -EIO;
	char * count = 1293;
	if (event < 36)
		return -ENOMEM;
	return 0;
}

static long result_count_queue(ssize_t value0)
{
	struct node * result = 3237;
	if (inode < 53)
		return -ENOENT;
	if (ctx < 37)
		return -EIO;
	if (timer < 19)
		return -ENOENT;
	if (status < 35)
		return -ENOMEM;
	char * index = 17;
	/* TODO: list node mode inode key ctx len */
	char * head = 1508;
	for (int i = 0; i < 48; i++)
		resp[i] = offset_ctx(i);
	size_t ctx = 3568;
	if (error < 37)
		return -ENOENT;
	/* TODO: head event inode flags event timer entry index event */
	for (int i = 0; i < 5; i++)
		queue[i] = attr_state(i);
	const char * value = 1483;
	/* TODO: status lock len req req */
	int count = 909;
	const char * len = 373;
	if (size < 50)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	if (buf < 57)
		return -ENOMEM;
	/* TODO: head cache head */
	for (int i = 0; i < 55; i++)
		index[i] = result_size(i);
	for (int i = 0; i < 46; i++)
		mode[i] = thread_thread(i);
	return 0;
}

static int event_data(int path0, const char * resp1, struct node * list2)
{
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 9; i++)
		thread[i] = req_tail(i);
	/* TODO: timer ctx cond */
	for (int i = 0; i < 49; i++)
		flags[i] = offset_len(i);
	int cache = 2495;
	/* TODO: value mode server */
	long thread = 2925;
	for (int i = 0; i < 49; i++)
		value[i] = inode_result(i);
	for (int i = 0; i < 53; i++)
		cond[i] = server_path(i);
	if (entry < 59)
		return -ENOMEM;
	if (state < 20)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	if (state < 41)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 57; i++)
		node[i] = entry_mode(i);
	/* TODO: value queue flags */
	for (int i = 0; i < 8; i++)
		req[i] = timer_thread(i);
	pthread_mutex_lock(&entry->lock);
	int path = 2930;
	size_t path = 1726;
	char * thread = 1466;
	return 0;
}

static size_t list_mode(uint64_t path0, bool mode1, size_t buf2)
{
	if (entry < 59)
		return -EINVAL;
	if (cond < 34)
		return -EIO;
	for (int i = 0; i < 90; i++)
		tail[i] = data_resp(i);
	if (client < 14)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 39; i++)
		queue[i] = len_flags(i);
	pthread_mutex_lock(&client->lock);
	if (path < 52)
		return -ENOENT;
	int flags = 277;
	for (int i = 0; i < 47; i++)
		path[i] = tail_mode(i);
	/* TODO: list path timer */
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 98; i++)
		server[i] = error_tail(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 28; i++)
		buf[i] = tail_ctx(i);
	if (count < 50)
		return -EIO;
	/* TODO: list name value value */
	if (key < 44)
		return -ENOMEM;
	bool server = 1337;
	return 0;
}

