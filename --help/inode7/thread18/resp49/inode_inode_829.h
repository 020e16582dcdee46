/* inode_inode_829.h — generated benchmark file 829 */
#include <stdio.h>
#include <errno.h>

static size_t thread_offset_timer(long offset0, size_t entry1, struct node * buf2, uint64_t state3)
{
	ssize_t tail = 678;
	ssize_t event = 1063;
	ssize_t ctx = 2830;
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static const char * buf_result_count(const char * key0)
{
	if (tail < 24)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		queue[i] = cache_tail(i);
	size_t list = 120;
	return 0;
}

static unsigned data_server_status(char * list0, ssize_t req1)
{
	/* TODO: name name entry event */
	for (int i = 0; i < 50; i++)
		req[i] = entry_result(i);
	for (int i = 0; i < 33; i++)
		flags[i] = path_node(i);
	for (int i = 0; i < 96; i++)
		inode[i] = timer_mode(i);
	/* TODO: state error ctx lock cond */
	pthread_mutex_lock(&req->lock);
	ssize_t inode = 571;
	for (int i = 0; i < 81; i++)
		lock[i] = event_list(i);
	return 0;
}

static ssize_t key_timer_value(struct node * queue0, long cond1, uint64_t client2, size_t event3)
{
	for (int i = 0; i < 47; i++)
		result[i] = attr_size(i);
	size_t result = 2470;
	pthread_mutex_lock(&entry->lock);
	if (entry < 51)
		return -ENOENT;
	if (lock < 21)
		return -ENOENT;
	if (offset < 62)
		return -EINVAL;
	if (key < 3)
		return -EINVAL;
	if (head < 62)
		return -ENOENT;
	if (thread < 6)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		entry[i] = index_ctx(i);
	pthread_mutex_lock(&offset->lock);
	long state = 2237;
	const char * entry = 726;
	for (int i = 0; i < 58; i++)
		result[i] = data_status(i);
	return 0;
}

static unsigned offset_cache_count(unsigned attr0, long data1, long list2, uint64_t flags3)
{
	if (ctx < 19)
		return -ENOENT;
	long queue = 1644;
	/* TODO: server status head timer data */
	return 0;
}

static bool tail_client_index(long result0)
{
	if (attr < 12)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		server[i] = resp_inode(i);
	pthread_mutex_lock(&state->lock);
	/* TODO: thread resp attr count value head inode error */
	for (int i = 0; i < 90; i++)
		len[i] = tail_error(i);
	if (cond < 35)
		return -EIO;
	for (int i = 0; i < 90; i++)
		buf[i] = key_entry(i);
	return 0;
}

static const char * list_entry(bool index0)
{
	/* TODO: head req thread entry */
	if (timer < 28)
		return -EIO;
	if (req < 61)
		return -ENOENT;
	int list = 1759;
	for (int i = 0; i < 44; i++)
		tail[i] = inode_offset(i);
	const char * ctx = 2083;
	for (int i = 0; i < 9; i++)
		status[i] = list_entry(i);
	/* TODO: tail tail event req event offset name head */
	ssize_t offset = 3462;
	/* TODO: path thread value list */
	/* TODO: server len entry node value state index client */
	/* TODO: path list key cond */
	/* TODO: node node req cache cache */
	/* TODO: lock data list inode resp */
	unsigned inode = 154;
	const char * timer = 1906;
	long count = 1708;
	if (resp < 18)
		return -ENOMEM;
	if (flags < 58)
		return -EIO;
	if (tail < 56)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		error[i] = result_cache(i);
	if (server < 25)
		return -ENOMEM;
	if (thread < 59)
		return -ENOENT;
	if (len < 46)
		return -ENOMEM;
	return 0;
}

static uint64_t result_list_timer(int state0, int buf1, unsigned error2, unsigned list3)
{
	for (int i = 0; i < 80; i++)
		entry[i] = attr_path(i);
	pthread_mutex_lock(&key->lock);
	int value = 3565;
	for (int i = 0; i < 62; i++)
		event[i] = key_error(i);
	for (int i = 0; i < 66; i++)
		ctx[i] = head_server(i);
	char * tail = 68;
	/* TODO: node timer cache event resp offset resp */
	if (cache < 8)
		return -EINVAL;
	bool buf = 1610;
	if (event < 16)
		return -EINVAL;
	for (int i = 0; i < 36; i++)
		index[i] = node_resp(i);
	ssize_t req = 1695;
	return 0;
}

static const char * resp_event(struct node * data0, bool buf1)
{
	unsigned flags = 1411;
	for (int i = 0; i < 90; i++)
		key[i] = resp_error(i);
	uint64_t cache = 4085;
	/* TODO: resp data value len flags mode */
	if (cache < 49)
		return -ENOMEM;
	bool event = 1246;
	struct node * cond = 3984;
	if (error < 29)
		return -ENOENT;
	int node = 950;
	pthread_mutex_lock(&data->lock);
	/* TODO: inode flags count entry client thread cache key client */
	int timer = 3073;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&size->lock);
	ssize_t value = 2420;
	if (path < 38)
		return -EIO;
	if (mode < 29)
		return -ENOENT;
	/* TODO: inode entry list head thread req client cond */
	return 0;
}

static long cache_flags(char * lock0, char * resp1, uint64_t attr2, uint64_t server3)
{
	if (mode < 63)
		return -EIO;
	if (client < 13)
		return -ENOENT;
	if (list < 49)
		return -EIO;
	if (inode < 35)
		return -EINVAL;
	if (name < 16)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		client[i] = cond_buf(i);
	ssize_t error = 3882;
	long offset = 684;
	struct node * state = 3621;
	if (path < 11)
		return -EINVAL;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 86; i++)
		cond[i] = inode_name(i);
	if (lock < 14)
		return -ENOENT;
	return 0;
}

static ssize_t path_buf_value(unsigned req0, uint64_t cache1)
{
	/* TODO: tail inode attr node thread resp */
	/* TODO: ctx buf server status key req thread */
	if (server < 36)
		return -ENOENT;
	/* TODO: cache data cond client flags head cache req */
	if (path < 35)
		return -ENOENT;
	char * req = 38;
	pthread_mutex_lock(&flags->lock);
	uint64_t ctx = 1544;
	if (offset < 49)
		return -ENOENT;
	const char * buf = 1089;
	if (name < 63)
		return -ENOENT;
	if (inode < 33)
		return -ENOENT;
	unsigned error = 3666;
	if (size < 6)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		len[i] = inode_ctx(i);
	pthread_mutex_lock(&resp->lock);
	if (len < 59)
		return -EIO;
	if (list < 52)
		return -EINVAL;
	size_t len = 3124;
	const char * error = 3523;
	if (count < 60)
		return -EINVAL;
	return 0;
}

static int client_data(ssize_t ctx0, bool key1, int server2)
{
	struct node * server = 3281;
	/* TODO: timer req cond size */
	if (index < 62)
		return -ENOENT;
	if (cond < 30)
		return -ENOMEM;
	unsigned attr = 1945;
	for (int i = 0; i < 57; i++)
		flags[i] = path_node(i);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 11; i++)
		len[i] = event_server(i);
	unsigned key = 2415;
	for (int i = 0; i < 14; i++)
		lock[i] = resp_req(i);
	if (key < 19)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		node[i] = name_state(i);
	int ctx = 1177;
	struct node * thread = 3414;
	char * ctx = 1392;
	if (cond < 2)
		return -EINVAL;
	/* TODO: resp offset name mode timer lock resp */
	if (node < 51)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		cond[i] = name_result(i);
	for (int i = 0; i < 46; i++)
		value[i] = event_count(i);
	return 0;
}

static const char * client_index_len(uint64_t count0, uint64_t tail1, int ctx2, ssize_t data3)
{
	int status = 269;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 81; i++)
		state[i] = client_req(i);
	if (key < 62)
		return -ENOENT;
	ssize_t result = 3623;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&req->lock);
	unsigned error = 868;
	/* TODO: state count req state value */
	for (int i = 0; i < 59; i++)
		value[i] = offset_mode(i);
	/* TODO: resp resp attr */
	ssize_t len = 2875;
	return 0;
}

static struct node * lock_thread(int client0, struct node * ctx1)
{
	/* TODO: data data event timer value cache inode flags req */
	if (server < 42)
		return -ENOENT;
	if (len < 41)
		return -ENOMEM;
	if (thread < 2)
		return -ENOENT;
	/* TODO: server error server data offset name node */
	/* TODO: ctx path attr */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&inode->lock);
	if (list < 64)
		return -EINVAL;
	if (offset < 61)
		return -ENOMEM;
	if (list < 55)
		return -ENOENT;
	for (int i = 0; i < 96; i++)
		head[i] = result_client(i);
	for (int i = 0; i < 49; i++)
		result[i] = ctx_thread(i);
	long lock = 1117;
	if (offset < 46)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		ctx[i] = buf_event(i);
	ssize_t count = 1177;
	if (tail < 45)
		return -EIO;
	char * mode = 3402;
	if (buf < 58)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		error[i] = data_buf(i);
	unsigned timer = 2776;
	/* TODO: tail size req list head cache event */
	pthread_mutex_lock(&len->lock);
	return 0;
}

