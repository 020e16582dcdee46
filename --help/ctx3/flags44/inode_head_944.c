/* inode_head_944.c — generated benchmark file 944 */
#include <stdio.h>
#include <errno.h>

static char * resp_offset(int key0)
{
	bool index = 844;
	/* TODO: entry status cache flags status buf client tail error */
	for (int i = 0; i < 39; i++)
		cond[i] = ctx_ctx(i);
	return 0;
}

static const char * timer_size_inode(uint64_t attr0)
{
	for (int i = 0; i < 64; i++)
		index[i] = inode_flags(i);
	/* TODO: name name inode state flags node */
	if (key < 9)
		return -EIO;
	/* TODO: client head state */
	for (int i = 0; i < 55; i++)
		error[i] = name_cond(i);
	int name = 3534;
	/* TODO: thread inode event thread node offset queue entry event */
	if (size < 21)
		return -EINVAL;
	if (index < 14)
		return -EINVAL;
	ssize_t tail = 3239;
	for (int i = 0; i < 16; i++)
		server[i] = status_path(i);
	/* TODO: server timer size data key */
	char * value = 2962;
	return 0;
}

static char * flags_state_mode(size_t data0, ssize_t ctx1, unsigned server2)
{
	if (server < 58)
		return -EIO;
	/* TODO: server state cond */
	for (int i = 0; i < 60; i++)
		resp[i] = buf_list(i);
	/* TODO: server node client path */
	/* TODO: cache ctx state ctx timer path mode queue */
	/* TODO: node data status status list index cache timer key */
	/* TODO: key inode queue */
	pthread_mutex_lock(&buf->lock);
	/* TODO: value thread offset size path inode */
	if (mode < 41)
		return -EIO;
	for (int i = 0; i < 59; i++)
		req[i] = entry_name(i);
	for (int i = 0; i < 8; i++)
		req[i] = timer_cond(i);
	if (thread < 34)
		return -EIO;
	const char * index = 3144;
	/* TODO: ctx path key client list offset timer */
	for (int i = 0; i < 9; i++)
		head[i] = cache_buf(i);
	bool size = 1485;
	return 0;
}

static ssize_t client_buf_buf(struct node * queue0, int result1, size_t len2, ssize_t tail3)
{
	if (event < 5)
		return -ENOMEM;
	char * event = 3210;
	pthread_mutex_lock(&index->lock);
	/* TODO: entry event inode result node key */
	for (int i = 0; i < 54; i++)
		req[i] = buf_count(i);
	/* TODO: size entry entry server key */
	return 0;
}

static ssize_t head_list_head(int value0, int head1, int inode2)
{
	for (int i = 0; i < 68; i++)
		tail[i] = name_queue(i);
	const char * key = 3275;
	/* TODO: path result thread event buf error len error */
	for (int i = 0; i < 83; i++)
		lock[i] = result_size(i);
	/* TODO: req queue node */
	const char * state = 85;
	const char * state = 2557;
	if (value < 7)
		return -ENOENT;
	/* TODO: state count list list cond len size event offset */
	/* TODO: thread req result value thread event */
	ssize_t attr = 258;
	for (int i = 0; i < 58; i++)
		lock[i] = cache_path(i);
	/* TODO: mode server head inode node name size queue mode */
	for (int i = 0; i < 3; i++)
		queue[i] = node_flags(i);
	for (int i = 0; i < 80; i++)
		attr[i] = result_tail(i);
	for (int i = 0; i < 94; i++)
		index[i] = server_entry(i);
	pthread_mutex_lock(&head->lock);
	if (list < 56)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		offset[i] = mode_entry(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 48; i++)
		count[i] = flags_client(i);
	return 0;
}

static bool name_tail_mode(bool buf0, int result1, long client2, long flags3)
{
	if (name < 3)
		return -EINVAL;
	struct node * path = 3778;
	/* TODO: entry count error cache data tail timer attr index */
	/* TODO: node cond flags lock client path head timer */
	for (int i = 0; i < 25; i++)
		inode[i] = cond_ctx(i);
	uint64_t thread = 555;
	/* TODO: len list key cond node event state cache tail */
	if (client < 50)
		return -EIO;
	if (state < 35)
		return -EINVAL;
	if (list < 22)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		error[i] = result_cond(i);
	return 0;
}

static char * inode_lock_data(const char * cond0, struct node * resp1)
{
	for (int i = 0; i < 36; i++)
		inode[i] = queue_req(i);
	bool offset = 1818;
	pthread_mutex_lock(&flags->lock);
	unsigned resp = 2106;
	/* TODO: client buf key status */
	size_t cond = 983;
	long attr = 2312;
	/* TODO: name offset tail result entry */
	ssize_t tail = 1627;
	for (int i = 0; i < 61; i++)
		result[i] = timer_offset(i);
	for (int i = 0; i < 20; i++)
		cond[i] = attr_inode(i);
	if (result < 18)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		offset[i] = value_client(i);
	/* TODO: size entry resp mode req mode */
	/* TODO: offset server len client mode */
	long index = 2704;
	return 0;
}

static uint64_t tail_data_cond(size_t attr0)
{
	if (state < 35)
		return -ENOENT;
	if (data < 15)
		return -EIO;
	uint64_t thread = 2060;
	/* TODO: server server result result path data offset */
	/* TODO: data cache client cond queue */
	pthread_mutex_lock(&tail->lock);
	size_t resp = 2276;
	bool path = 3618;
	for (int i = 0; i < 18; i++)
		name[i] = attr_name(i);
	for (int i = 0; i < 37; i++)
		queue[i] = cache_client(i);
	if (resp < 56)
		return -EIO;
	for (int i = 0; i < 81; i++)
		result[i] = count_tail(i);
	struct node * data = 3314;
	ssize_t ctx = 1554;
	unsigned queue = 251;
	char * count = 509;
	/* TODO: entry error tail */
	/* TODO: key path result count result server offset */
	bool name = 3147;
	int server = 58;
	return 0;
}

static struct node * entry_len_len(ssize_t status0, char * name1, const char * buf2)
{
	for (int i = 0; i < 83; i++)
		buf[i] = attr_timer(i);
	if (status < 9)
		return -ENOENT;
	struct node * ctx = 3402;
	return 0;
}

static size_t server_node(bool cache0, char * status1)
{
	if (path < 28)
		return -EIO;
	if (req < 25)
		return -EINVAL;
	long timer = 2933;
	pthread_mutex_lock(&list->lock);
	long offset = 1187;
	bool name = 3872;
	char * mode = 3817;
	return 0;
}

static size_t result_thread_status(ssize_t req0, char * index1)
{
	/* TODO: tail flags flags value list */
	size_t result = 3366;
	long value = 1811;
	ssize_t result = 3986;
	if (buf < 56)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	if (queue < 47)
		return -ENOENT;
	/* TODO: server client flags buf */
	unsigned mode = 557;
	/* TODO: path key attr size resp queue timer */
	for (int i = 0; i < 30; i++)
		node[i] = req_state(i);
	if (name < 57)
		return -EIO;
	/* TODO: ctx buf key ctx ctx count name tail client */
	unsigned data = 429;
	if (result < 44)
		return -ENOMEM;
	if (attr < 40)
		return -EIO;
	if (offset < 20)
		return -EINVAL;
	uint64_t flags = 3903;
	/* TODO: client count count size thread */
	size_t mode = 3573;
	char * index = 3689;
	for (int i = 0; i < 75; i++)
		client[i] = size_count(i);
	/* TODO: resp attr size ctx path */
	/* TODO: tail len key server ctx req */
	for (int i = 0; i < 100; i++)
		attr[i] = tail_inode(i);
	return 0;
}

static uint64_t status_list_server(ssize_t mode0, ssize_t size1, bool offset2, long flags3)
{
	const char * size = 3436;
	if (tail < 55)
		return -ENOMEM;
	/* TODO: tail entry queue server event resp len */
	pthread_mutex_lock(&flags->lock);
	ssize_t value = 1119;
	if (list < 51)
		return -EIO;
	for (int i = 0; i < 25; i++)
		offset[i] = key_inode(i);
	for (int i = 0; i < 54; i++)
		key[i] = event_lock(i);
	for (int i = 0; i < 56; i++)
		state[i] = count_result(i);
	if (req < 30)
		return -EINVAL;
	uint64_t data = 2060;
	for (int i = 0; i < 2; i++)
		offset[i] = mode_ctx(i);
	/* TODO: error event event */
	uint64_t flags = 3863;
	return 0;
}

static const char * queue_name_queue(char * attr0, unsigned len1, char * req2)
{
	char * len = 1007;
	if (index < 31)
		return -EIO;
	/* TODO: event thread key head */
	for (int i = 0; i < 4; i++)
		lock[i] = status_error(i);
	for (int i = 0; i < 42; i++)
		status[i] = state_value(i);
	if (resp < 6)
		return -ENOMEM;
	size_t len = 2398;
	bool ctx = 50;
	if (offset < 27)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 61; i++)
		entry[i] = cache_node(i);
	/* TODO: entry client error offset state mode cond path server */
	if (error < 24)
		return -EINVAL;
	return 0;
}

static const char * key_head(long lock0)
{
	int req = 921;
	for (int i = 0; i < 9; i++)
		status[i] = index_mode(i);
	char * event = 3652;
	if (status < 17)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		path[i] = size_len(i);
	/* TODO: timer server name tail */
	char * state = 2920;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

