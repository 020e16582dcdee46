/* client_error_974.h — generated benchmark file 974 */
#include <stdio.h>
#include <errno.h>

static ssize_t name_len_ctx(ssize_t inode0)
{
	long state = 1911;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 63; i++)
		attr[i] = lock_value(i);
	long entry = 2470;
	uint64_t name = 1230;
	if (mode < 24)
		return -EIO;
	if (req < 31)
		return -ENOENT;
	/* TODO: req entry req client count offset tail */
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 95; i++)
		value[i] = value_key(i);
	if (lock < 3)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	if (resp < 46)
		return -ENOMEM;
	int timer = 2245;
	for (int i = 0; i < 34; i++)
		node[i] = inode_head(i);
	int error = 3158;
	/* TODO: mode flags lock status state state */
	pthread_mutex_lock(&client->lock);
	/* TODO: ctx attr req client */
	char * data = 1218;
	long tail = 1336;
	return 0;
}

static uint64_t list_attr_inode(const char * buf0, bool tail1)
{
	if (offset < 15)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		cache[i] = req_index(i);
	for (int i = 0; i < 99; i++)
		cond[i] = ctx_head(i);
	if (size < 30)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		result[i] = error_error(i);
	for (int i = 0; i < 79; i++)
		cache[i] = event_timer(i);
	int timer = 2582;
	unsigned data = 3285;
	for (int i = 0; i < 86; i++)
		index[i] = cache_req(i);
	return 0;
}

static char * ctx_flags(const char * name0)
{
	if (cache < 26)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	ssize_t resp = 4092;
	for (int i = 0; i < 98; i++)
		mode[i] = name_ctx(i);
	for (int i = 0; i < 67; i++)
		len[i] = server_value(i);
	if (attr < 33)
		return -EIO;
	if (node < 34)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		name[i] = state_result(i);
	pthread_mutex_lock(&index->lock);
	bool mode = 3953;
	for (int i = 0; i < 73; i++)
		timer[i] = error_value(i);
	if (inode < 14)
		return -EIO;
	size_t index = 1811;
	if (head < 19)
		return -ENOENT;
	const char * thread = 3162;
	/* TODO: thread server path name status index */
	if (cond < 50)
		return -EINVAL;
	/* TODO: ctx value head error server resp mode */
	for (int i = 0; i < 89; i++)
		key[i] = len_offset(i);
	for (int i = 0; i < 35; i++)
		queue[i] = server_queue(i);
	return 0;
}

static uint64_t count_error(struct node * server0, unsigned node1, unsigned timer2, const char * value3)
{
	/* TODO: attr ctx count timer resp */
	for (int i = 0; i < 92; i++)
		resp[i] = len_client(i);
	if (name < 19)
		return -EIO;
	return 0;
}

static ssize_t entry_len(size_t offset0, ssize_t list1, char * offset2)
{
	for (int i = 0; i < 97; i++)
		node[i] = thread_tail(i);
	if (index < 29)
		return -EINVAL;
	if (buf < 63)
		return -EIO;
	if (count < 13)
		return -EINVAL;
	return 0;
}

static long inode_len(int len0)
{
	const char * count = 3153;
	if (queue < 15)
		return -ENOMEM;
	/* TODO: count client cache offset entry */
	if (key < 4)
		return -ENOMEM;
	/* TODO: name error buf ctx attr client tail data */
	uint64_t attr = 2114;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 22; i++)
		mode[i] = offset_buf(i);
	int buf = 252;
	unsigned status = 2649;
	for (int i = 0; i < 18; i++)
		value[i] = server_len(i);
	if (key < 55)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	long cache = 1915;
	if (key < 8)
		return -EINVAL;
	if (queue < 49)
		return -EIO;
	for (int i = 0; i < 13; i++)
		resp[i] = resp_state(i);
	char * len = 174;
	if (path < 19)
		return -ENOMEM;
	long state = 1096;
	/* TODO: data lock value lock offset */
	if (offset < 37)
		return -ENOENT;
	struct node * value = 1946;
	bool timer = 785;
	return 0;
}

static char * resp_error(int result0, uint64_t error1, const char * path2, unsigned mode3)
{
	uint64_t len = 320;
	if (client < 57)
		return -EIO;
	if (flags < 40)
		return -EIO;
	unsigned cond = 2420;
	for (int i = 0; i < 88; i++)
		mode[i] = tail_status(i);
	uint64_t attr = 2299;
	pthread_mutex_lock(&event->lock);
	unsigned ctx = 933;
	/* TODO: len result name status list error */
	unsigned req = 3927;
	struct node * value = 1211;
	if (index < 3)
		return -EINVAL;
	if (attr < 61)
		return -EIO;
	if (count < 19)
		return -ENOMEM;
	struct node * thread = 346;
	pthread_mutex_lock(&status->lock);
	if (len < 56)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	long cache = 712;
	return 0;
}

static long cache_queue_state(ssize_t error0)
{
	if (path < 49)
		return -ENOMEM;
	struct node * name = 1463;
	pthread_mutex_lock(&buf->lock);
	bool flags = 1434;
	if (thread < 20)
		return -EIO;
	for (int i = 0; i < 3; i++)
		queue[i] = key_ctx(i);
	if (error < 59)
		return -ENOMEM;
	if (attr < 50)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		list[i] = timer_client(i);
	if (cache < 60)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		result[i] = cache_offset(i);
	for (int i = 0; i < 61; i++)
		inode[i] = len_event(i);
	size_t key = 3956;
	pthread_mutex_lock(&server->lock);
	if (status < 57)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		flags[i] = server_name(i);
	pthread_mutex_lock(&path->lock);
	return 0;
}

static size_t list_buf(const char * cond0)
{
	for (int i = 0; i < 23; i++)
		queue[i] = timer_offset(i);
	if (server < 48)
		return -EIO;
	for (int i = 0; i < 56; i++)
		cond[i] = flags_queue(i);
	/* TODO: result state cache state */
	for (int i = 0; i < 19; i++)
		lock[i] = status_lock(i);
	if (offset < 19)
		return -EINVAL;
	long key = 2410;
	/* TODO: name path result mode */
	/* TODO: result mode head entry */
	pthread_mutex_lock(&lock->lock);
	char * attr = 411;
	/* TODO: path size client head thread thread value inode */
	long inode = 1344;
	for (int i = 0; i < 95; i++)
		buf[i] = queue_resp(i);
	if (thread < 32)
		return -EIO;
	unsigned buf = 3523;
	/* TODO: name thread client thread */
	return 0;
}

static size_t status_mode_req(const char * node0, size_t key1)
{
	for (int i = 0; i < 23; i++)
		state[i] = client_result(i);
	/* TODO: ctx result attr status path */
	if (data < 62)
		return -ENOMEM;
	/* TODO: entry req count status ctx resp list req size */
	const char * resp = 2189;
	if (offset < 50)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		ctx[i] = path_list(i);
	int server = 3607;
	/* TODO: value event len flags name offset */
	if (node < 10)
		return -EIO;
	char * name = 3005;
	for (int i = 0; i < 86; i++)
		name[i] = resp_attr(i);
	long flags = 1017;
	unsigned cache = 2509;
	ssize_t len = 2307;
	return 0;
}

static unsigned node_offset_client(long resp0, struct node * list1, char * server2)
{
	int offset = 36;
	if (data < 9)
		return -ENOMEM;
	bool node = 1483;
	for (int i = 0; i < 7; i++)
		head[i] = buf_server(i);
	int offset = 3270;
	/* TODO: thread req mode result cond */
	/* TODO: ctx index node event thread timer */
	if (cond < 11)
		return -ENOMEM;
	int thread = 1339;
	for (int i = 0; i < 26; i++)
		value[i] = len_result(i);
	if (mode < 57)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 98; i++)
		len[i] = path_tail(i);
	char * ctx = 1215;
	/* TODO: index ctx name resp state flags */
	if (path < 54)
		return -ENOENT;
	pthread_mutex_lock(&cache->lock);
	if (inode < 35)
		return -ENOMEM;
	unsigned inode = 2287;
	/* TODO: client count count error event */
	return 0;
}

static const char * index_offset(size_t error0)
{
	/* TODO: attr inode server tail inode ctx lock */
	for (int i = 0; i < 92; i++)
		data[i] = path_data(i);
	for (int i = 0; i < 23; i++)
		queue[i] = flags_lock(i);
	long head = 2206;
	return 0;
}

static unsigned buf_event(struct node * error0, const char * cond1, uint64_t queue2)
{
	unsigned index = 1596;
	long offset = 321;
	/* TODO: attr index path path error */
	pthread_mutex_lock(&result->lock);
	/* TODO: req flags ctx */
	for (int i = 0; i < 6; i++)
		index[i] = value_len(i);
	pthread_mutex_lock(&cond->lock);
	/* TODO: client inode cond */
	for (int i = 0; i < 40; i++)
		error[i] = state_data(i);
	if (client < 1)
		return -EIO;
	/* TODO: entry size error list client list name size */
	if (req < 20)
		return -EINVAL;
	bool state = 1729;
	/* TODO: count data lock count key result result */
	pthread_mutex_lock(&entry->lock);
	if (index < 19)
		return -ENOENT;
	/* TODO: event state req entry client index event index ctx */
	int mode = 1918;
	return 0;
}

