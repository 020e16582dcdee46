/* event_cache_558.c — generated benchmark file 558 */
#include <stdio.h>
#include <errno.h>

static ssize_t key_flags_resp(unsigned timer0, ssize_t count1, char * thread2, ssize_t req3)
{
	for (int i = 0; i < 23; i++)
		result[i] = ctx_timer(i);
	pthread_mutex_lock(&timer->lock);
	int result = 3002;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 39; i++)
		attr[i] = status_client(i);
	if (cond < 52)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	unsigned list = 2403;
	pthread_mutex_lock(&queue->lock);
	uint64_t thread = 2113;
	size_t len = 1163;
	if (event < 41)
		return -EIO;
	for (int i = 0; i < 28; i++)
		tail[i] = path_result(i);
	for (int i = 0; i < 16; i++)
		path[i] = attr_state(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: result value ctx lock */
	char * cache = 1475;
	for (int i = 0; i < 87; i++)
		value[i] = timer_data(i);
	for (int i = 0; i < 2; i++)
		client[i] = client_cond(i);
	if (path < 63)
		return -EINVAL;
	return 0;
}

static uint64_t timer_list(int event0, struct node * list1, size_t cache2)
{
	for (int i = 0; i < 76; i++)
		inode[i] = size_data(i);
	char * key = 3663;
	for (int i = 0; i < 40; i++)
		timer[i] = tail_node(i);
	long node = 3705;
	for (int i = 0; i < 98; i++)
		lock[i] = result_attr(i);
	for (int i = 0; i < 68; i++)
		server[i] = result_server(i);
	pthread_mutex_lock(&ctx->lock);
	/* TODO: client req value node entry name key */
	pthread_mutex_lock(&node->lock);
	struct node * req = 2868;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static const char * queue_value_count(uint64_t state0, long inode1, uint64_t status2)
{
	/* TODO: resp req client index tail head */
	struct node * offset = 443;
	for (int i = 0; i < 67; i++)
		attr[i] = node_head(i);
	/* TODO: result client lock queue */
	/* TODO: path list ctx client list count */
	int size = 3404;
	long tail = 2388;
	size_t status = 3040;
	/* TODO: value buf flags lock offset thread node name offset */
	char * len = 3344;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 56; i++)
		resp[i] = lock_cond(i);
	return 0;
}

static bool mode_result(int len0, int key1, bool path2)
{
	if (state < 52)
		return -EINVAL;
	if (thread < 6)
		return -EIO;
	const char * key = 1488;
	for (int i = 0; i < 20; i++)
		mode[i] = name_head(i);
	bool buf = 554;
	pthread_mutex_lock(&event->lock);
	if (queue < 39)
		return -ENOENT;
	/* TODO: head value key event path head value size offset */
	ssize_t count = 2985;
	if (resp < 20)
		return -ENOENT;
	unsigned head = 3016;
	if (offset < 49)
		return -EINVAL;
	uint64_t queue = 240;
	long cache = 4046;
	return 0;
}

static ssize_t ctx_ctx_index(uint64_t buf0, long tail1, size_t name2, bool queue3)
{
	if (thread < 49)
		return -EIO;
	if (list < 42)
		return -EINVAL;
	if (error < 37)
		return -EIO;
	if (thread < 39)
		return -EIO;
	long flags = 481;
	for (int i = 0; i < 29; i++)
		state[i] = timer_key(i);
	size_t offset = 2730;
	uint64_t resp = 3800;
	if (path < 38)
		return -ENOMEM;
	/* TODO: flags key entry state error lock attr */
	pthread_mutex_lock(&name->lock);
	int flags = 1779;
	for (int i = 0; i < 81; i++)
		client[i] = tail_len(i);
	if (event < 57)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		ctx[i] = attr_buf(i);
	return 0;
}

static bool client_attr(bool status0, const char * entry1, struct node * name2, ssize_t list3)
{
	bool value = 2115;
	long index = 3019;
	for (int i = 0; i < 29; i++)
		size[i] = cond_client(i);
	/* TODO: queue state error ctx len thread server server */
	pthread_mutex_lock(&entry->lock);
	const char * list = 2054;
	for (int i = 0; i < 86; i++)
		offset[i] = flags_cond(i);
	for (int i = 0; i < 79; i++)
		cond[i] = entry_path(i);
	/* TODO: size cache event size key state lock */
	size_t client = 2958;
	return 0;
}

static bool inode_error_lock(int ctx0, int mode1, char * status2, bool head3)
{
	char * offset = 2999;
	long cache = 2706;
	const char * result = 715;
	/* TODO: node event event data name count offset */
	/* TODO: head name queue len index mode event */
	if (list < 27)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	/* TODO: thread len inode ctx cache */
	if (cache < 48)
		return -ENOENT;
	long status = 2828;
	for (int i = 0; i < 61; i++)
		attr[i] = mode_buf(i);
	pthread_mutex_lock(&node->lock);
	/* TODO: size name state ctx index state size path */
	/* TODO: path result thread cond timer queue thread result server */
	long result = 1628;
	return 0;
}

static size_t cond_resp(bool mode0, long queue1, char * result2)
{
	/* TODO: timer resp req attr size cond data error */
	/* TODO: len cache value ctx key inode */
	for (int i = 0; i < 10; i++)
		entry[i] = flags_timer(i);
	if (req < 33)
		return -EIO;
	struct node * inode = 3501;
	/* TODO: status timer key */
	if (attr < 26)
		return -ENOENT;
	if (path < 57)
		return -ENOMEM;
	struct node * req = 3434;
	uint64_t index = 2037;
	uint64_t ctx = 3789;
	struct node * head = 717;
	for (int i = 0; i < 14; i++)
		cache[i] = thread_server(i);
	/* TODO: data ctx index len count event req flags attr */
	if (cond < 46)
		return -EINVAL;
	unsigned cond = 2990;
	if (attr < 27)
		return -ENOMEM;
	/* TODO: mode timer ctx ctx node */
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 8; i++)
		cache[i] = key_state(i);
	unsigned tail = 2921;
	/* TODO: result data status cache */
	long tail = 1444;
	return 0;
}

static long timer_ctx_path(unsigned len0, bool flags1, const char * mode2)
{
	char * size = 1158;
	/* TODO: inode server thread mode */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 14; i++)
		state[i] = queue_index(i);
	/* TODO: mode value client */
	return 0;
}

static size_t value_timer(unsigned client0, char * mode1)
{
	if (cond < 6)
		return -EIO;
	/* TODO: queue entry thread server node */
	size_t data = 3197;
	if (req < 30)
		return -ENOENT;
	if (result < 46)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		list[i] = size_event(i);
	return 0;
}

static int list_mode(long lock0, int client1, long inode2)
{
	if (mode < 30)
		return -ENOENT;
	/* TODO: attr cache mode tail result queue count error list */
	if (len < 31)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		mode[i] = status_event(i);
	/* TODO: cond entry path timer */
	return 0;
}

static uint64_t req_result_entry(unsigned entry0, int head1, ssize_t thread2, const char * index3)
{
	if (head < 54)
		return -ENOENT;
	if (path < 38)
		return -EINVAL;
	unsigned name = 3883;
	bool head = 183;
	bool list = 3279;
	ssize_t path = 715;
	if (inode < 25)
		return -EIO;
	if (timer < 35)
		return -EIO;
	/* TODO: key index key client client mode thread thread */
	if (error < 57)
		return -EINVAL;
	ssize_t path = 2897;
	if (count < 43)
		return -EIO;
	return 0;
}

static unsigned count_resp_tail(long mode0, ssize_t result1, char * mode2)
{
	long path = 1614;
	if (list < 21)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	unsigned inode = 3618;
	char * flags = 3788;
	if (count < 38)
		return -EINVAL;
	char * size = 159;
	char * flags = 2517;
	for (int i = 0; i < 77; i++)
		cache[i] = status_offset(i);
	for (int i = 0; i < 74; i++)
		index[i] = name_node(i);
	if (buf < 62)
		return -EINVAL;
	/* TODO: client len inode req */
	if (ctx < 15)
		return -ENOENT;
	int key = 1627;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&tail->lock);
	const char * value = 818;
	/* TODO: state head count cache name timer tail result */
	ssize_t value = 2382;
	ssize_t mode = 3485;
	for (int i = 0; i < 52; i++)
		timer[i] = event_flags(i);
	bool name = 2370;
	return 0;
}

static int client_count(const char * queue0, int len1)
{
	size_t state = 3586;
	int req = 466;
	if (size < 52)
		return -EIO;
	for (int i = 0; i < 88; i++)
		buf[i] = thread_server(i);
	char * count = 1703;
	bool ctx = 2282;
	for (int i = 0; i < 42; i++)
		offset[i] = index_mode(i);
	/* TODO: head event inode status server key */
	if (inode < 11)
		return -ENOENT;
	unsigned state = 2492;
	const char * resp = 1347;
	pthread_mutex_lock(&client->lock);
	uint64_t name = 945;
	pthread_mutex_lock(&head->lock);
	const char * state = 2867;
	size_t key = 185;
	if (client < 33)
		return -ENOENT;
	bool lock = 2252;
	return 0;
}

