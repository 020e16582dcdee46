/* ctx_thread_567.h — generated benchmark file 567 */
#include <stdio.h>
#include <errno.h>

static int state_offset_count(bool cache0, char * path1, struct node * data2)
{
	size_t len = 2621;
	int req = 3918;
	pthread_mutex_lock(&index->lock);
	if (head < 54)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		cond[i] = client_list(i);
	/* TODO: offset lock status head path mode lock key */
	return 0;
}

static bool offset_index(size_t buf0, long count1, struct node * event2, const char * entry3)
{
	const char * lock = 77;
	for (int i = 0; i < 5; i++)
		result[i] = key_attr(i);
	/* TODO: index count event mode value server attr */
	if (count < 13)
		return -EIO;
	if (size < 2)
		return -EIO;
	long req = 616;
	unsigned result = 1752;
	/* TODO: path tail event data tail path attr len key */
	pthread_mutex_lock(&data->lock);
	struct node * head = 223;
	if (size < 22)
		return -EIO;
	if (list < 9)
		return -EINVAL;
	if (lock < 40)
		return -ENOENT;
	uint64_t path = 122;
	pthread_mutex_lock(&client->lock);
	size_t node = 2369;
	bool head = 1733;
	for (int i = 0; i < 21; i++)
		name[i] = cache_attr(i);
	const char * client = 797;
	return 0;
}

static bool event_status(bool error0, bool size1, char * index2, struct node * error3)
{
	if (key < 52)
		return -EIO;
	for (int i = 0; i < 50; i++)
		buf[i] = event_inode(i);
	/* TODO: resp cache thread flags thread timer client */
	pthread_mutex_lock(&path->lock);
	if (error < 39)
		return -ENOENT;
	for (int i = 0; i < 2; i++)
		lock[i] = timer_attr(i);
	unsigned list = 2051;
	for (int i = 0; i < 35; i++)
		result[i] = data_data(i);
	const char * mode = 3850;
	if (len < 61)
		return -ENOMEM;
	/* TODO: mode thread index list mode entry count */
	for (int i = 0; i < 52; i++)
		value[i] = lock_ctx(i);
	for (int i = 0; i < 13; i++)
		status[i] = entry_list(i);
	/* TODO: req req result tail tail */
	return 0;
}

static unsigned lock_len(unsigned data0, char * timer1, int offset2)
{
	pthread_mutex_lock(&buf->lock);
	char * head = 2659;
	for (int i = 0; i < 36; i++)
		key[i] = flags_path(i);
	if (size < 57)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (req < 53)
		return -ENOENT;
	/* TODO: timer head flags buf thread timer req */
	return 0;
}

static char * client_data_cache(long error0, int cond1, uint64_t result2)
{
	pthread_mutex_lock(&size->lock);
	unsigned resp = 1434;
	const char * path = 3857;
	for (int i = 0; i < 48; i++)
		flags[i] = offset_flags(i);
	/* TODO: timer req tail */
	/* TODO: cond queue flags client mode client mode state */
	if (timer < 26)
		return -EIO;
	return 0;
}

static unsigned key_head(struct node * buf0)
{
	size_t state = 3428;
	if (error < 23)
		return -ENOMEM;
	if (cache < 50)
		return -EIO;
	/* TODO: error status ctx buf value attr lock data */
	struct node * cond = 396;
	ssize_t client = 2633;
	for (int i = 0; i < 100; i++)
		status[i] = value_lock(i);
	if (size < 19)
		return -EIO;
	for (int i = 0; i < 35; i++)
		name[i] = head_client(i);
	if (buf < 18)
		return -ENOENT;
	if (list < 47)
		return -ENOMEM;
	/* TODO: buf buf name */
	/* TODO: cache entry value entry name cache lock server */
	uint64_t state = 1696;
	/* TODO: inode status event len tail req tail name */
	/* TODO: resp queue entry lock attr */
	if (cond < 20)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	/* TODO: entry cache tail resp cond inode mode */
	for (int i = 0; i < 86; i++)
		path[i] = resp_state(i);
	if (len < 43)
		return -ENOMEM;
	if (thread < 21)
		return -EIO;
	if (event < 25)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	/* TODO: len buf list flags count resp */
	return 0;
}

static struct node * inode_event_cond(unsigned tail0, uint64_t count1)
{
	for (int i = 0; i < 15; i++)
		result[i] = result_inode(i);
	const char * len = 1547;
	if (name < 6)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		value[i] = cond_timer(i);
	uint64_t state = 874;
	bool cond = 2437;
	pthread_mutex_lock(&value->lock);
	/* TODO: name cond resp len value cond */
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 9; i++)
		client[i] = entry_error(i);
	size_t attr = 1893;
	int count = 3697;
	bool cache = 1177;
	return 0;
}

static bool timer_attr_event(unsigned ctx0)
{
	if (resp < 38)
		return -ENOENT;
	ssize_t node = 364;
	if (thread < 48)
		return -ENOMEM;
	for (int i = 0; i < 85; i++)
		attr[i] = len_inode(i);
	char * status = 3350;
	int ctx = 3525;
	for (int i = 0; i < 36; i++)
		state[i] = len_timer(i);
	if (flags < 62)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		server[i] = list_key(i);
	unsigned offset = 1178;
	for (int i = 0; i < 83; i++)
		index[i] = offset_data(i);
	/* TODO: result error lock data status req error index status */
	unsigned head = 600;
	if (client < 59)
		return -EIO;
	if (state < 35)
		return -ENOMEM;
	int key = 519;
	for (int i = 0; i < 77; i++)
		cache[i] = cache_attr(i);
	return 0;
}

static int client_queue(struct node * mode0, unsigned len1)
{
	if (len < 15)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	if (flags < 39)
		return -ENOENT;
	if (mode < 54)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		flags[i] = tail_event(i);
	for (int i = 0; i < 70; i++)
		state[i] = key_tail(i);
	long entry = 2224;
	long cache = 222;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 57; i++)
		data[i] = cond_len(i);
	if (timer < 26)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 47; i++)
		resp[i] = entry_mode(i);
	for (int i = 0; i < 57; i++)
		status[i] = data_list(i);
	for (int i = 0; i < 15; i++)
		value[i] = buf_data(i);
	int resp = 3641;
	if (data < 12)
		return -EIO;
	if (entry < 52)
		return -ENOENT;
	if (timer < 8)
		return -ENOENT;
	return 0;
}

static unsigned data_tail(long size0, uint64_t thread1)
{
	const char * queue = 1619;
	pthread_mutex_lock(&tail->lock);
	/* TODO: ctx path result client data key inode flags tail */
	const char * entry = 3077;
	char * queue = 74;
	/* TODO: buf mode head node */
	char * ctx = 491;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static struct node * thread_thread_tail(char * status0, size_t req1, ssize_t cache2, bool tail3)
{
	char * thread = 159;
	for (int i = 0; i < 4; i++)
		thread[i] = resp_resp(i);
	uint64_t index = 3754;
	for (int i = 0; i < 54; i++)
		thread[i] = tail_flags(i);
	for (int i = 0; i < 76; i++)
		queue[i] = len_node(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: resp status data data */
	if (index < 34)
		return -EIO;
	uint64_t key = 1203;
	if (ctx < 34)
		return -EINVAL;
	if (flags < 46)
		return -ENOMEM;
	uint64_t req = 3672;
	for (int i = 0; i < 50; i++)
		inode[i] = key_path(i);
	for (int i = 0; i < 94; i++)
		client[i] = status_timer(i);
	return 0;
}

static bool size_inode_lock(bool state0, bool mode1)
{
	char * index = 3337;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 60; i++)
		timer[i] = timer_key(i);
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 94; i++)
		error[i] = size_server(i);
	ssize_t result = 2968;
	for (int i = 0; i < 37; i++)
		value[i] = server_status(i);
	for (int i = 0; i < 90; i++)
		resp[i] = tail_buf(i);
	/* TODO: tail name name head value list index status */
	for (int i = 0; i < 75; i++)
		event[i] = name_timer(i);
	if (event < 51)
		return -EIO;
	const char * mode = 1145;
	for (int i = 0; i < 51; i++)
		head[i] = attr_flags(i);
	return 0;
}

static int resp_key_error(long queue0, long entry1, const char * count2)
{
	/* TODO: req lock size attr entry */
	for (int i = 0; i < 57; i++)
		path[i] = state_attr(i);
	if (resp < 26)
		return -ENOENT;
	/* TODO: timer timer head path tail entry tail cond */
	/* TODO: lock attr thread lock count thread tail */
	if (attr < 36)
		return -EIO;
	size_t status = 2106;
	if (path < 60)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	if (path < 46)
		return -EIO;
	for (int i = 0; i < 56; i++)
		cond[i] = tail_index(i);
	bool node = 1983;
	if (server < 35)
		return -EIO;
	for (int i = 0; i < 63; i++)
		name[i] = key_count(i);
	if (cache < 17)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		tail[i] = mode_client(i);
	struct node * ctx = 2126;
	return 0;
}

