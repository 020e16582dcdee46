/* client_status_680.h — generated benchmark file 680 */
#include <stdio.h>
#include <errno.h>

static int data_event(int path0, struct node * size1, ssize_t tail2, long req3)
{
	int size = 983;
	int index = 2474;
	const char * head = 2316;
	if (name < 39)
		return -ENOMEM;
	return 0;
}

static size_t entry_data_entry(bool flags0, char * ctx1, size_t offset2, uint64_t cache3)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: list len result */
	const char * resp = 3253;
	if (error < 41)
		return -EINVAL;
	if (flags < 18)
		return -ENOMEM;
	if (head < 55)
		return -ENOMEM;
	for (int i = 0; i < 21; i++)
		index[i] = size_index(i);
	for (int i = 0; i < 49; i++)
		client[i] = data_timer(i);
	int event = 3057;
	if (inode < 5)
		return -EINVAL;
	return 0;
}

static int tail_status(const char * mode0)
{
	/* TODO: timer name thread status ctx timer ctx count */
	if (data < 54)
		return -ENOENT;
	if (mode < 10)
		return -ENOENT;
	int mode = 3514;
	if (cond < 53)
		return -ENOMEM;
	if (resp < 63)
		return -ENOMEM;
	for (int i = 0; i < 44; i++)
		status[i] = name_req(i);
	for (int i = 0; i < 98; i++)
		mode[i] = result_timer(i);
	pthread_mutex_lock(&head->lock);
	/* TODO: value key len */
	for (int i = 0; i < 73; i++)
		status[i] = server_event(i);
	/* TODO: data key path len name count result event size */
	if (path < 13)
		return -ENOMEM;
	/* TODO: inode req data queue list */
	if (data < 26)
		return -ENOMEM;
	for (int i = 0; i < 71; i++)
		key[i] = error_mode(i);
	for (int i = 0; i < 31; i++)
		mode[i] = path_name(i);
	if (key < 50)
		return -ENOENT;
	/* TODO: head path resp */
	for (int i = 0; i < 69; i++)
		thread[i] = entry_status(i);
	/* TODO: resp ctx event status timer data */
	pthread_mutex_lock(&cond->lock);
	/* TODO: key queue data result mode path */
	if (count < 25)
		return -EINVAL;
	return 0;
}

static ssize_t req_list_data(uint64_t buf0, ssize_t size1)
{
	size_t timer = 2510;
	size_t status = 747;
	for (int i = 0; i < 48; i++)
		list[i] = status_req(i);
	/* TODO: thread lock server */
	if (head < 7)
		return -EINVAL;
	if (size < 33)
		return -ENOMEM;
	return 0;
}

static int data_req_path(ssize_t error0, int req1, int error2)
{
	if (attr < 7)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	/* TODO: attr status req client node ctx */
	const char * status = 2452;
	pthread_mutex_lock(&attr->lock);
	if (key < 9)
		return -ENOMEM;
	pthread_mutex_lock(&len->lock);
	if (thread < 10)
		return -ENOMEM;
	/* TODO: value cond attr tail entry flags entry */
	if (key < 40)
		return -ENOMEM;
	int server = 1982;
	return 0;
}

static struct node * list_flags(bool key0, ssize_t server1, long key2)
{
	for (int i = 0; i < 65; i++)
		tail[i] = ctx_result(i);
	/* TODO: value value status tail count name result error state */
	for (int i = 0; i < 74; i++)
		name[i] = path_head(i);
	pthread_mutex_lock(&state->lock);
	ssize_t req = 810;
	ssize_t ctx = 3637;
	pthread_mutex_lock(&state->lock);
	if (index < 1)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		flags[i] = count_state(i);
	long tail = 383;
	for (int i = 0; i < 14; i++)
		list[i] = client_queue(i);
	for (int i = 0; i < 32; i++)
		cache[i] = client_tail(i);
	if (name < 29)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		list[i] = flags_offset(i);
	return 0;
}

static const char * thread_state(ssize_t node0, unsigned attr1)
{
	for (int i = 0; i < 77; i++)
		node[i] = lock_state(i);
	if (req < 53)
		return -ENOENT;
	/* TODO: client timer list entry error */
	if (lock < 50)
		return -ENOMEM;
	int offset = 2472;
	ssize_t name = 185;
	/* TODO: state count offset mode index */
	int size = 3284;
	if (flags < 34)
		return -EINVAL;
	size_t error = 1372;
	if (resp < 29)
		return -EINVAL;
	/* TODO: entry state buf inode offset value */
	pthread_mutex_lock(&result->lock);
	/* TODO: event flags ctx lock error */
	pthread_mutex_lock(&len->lock);
	if (event < 2)
		return -EINVAL;
	return 0;
}

static char * len_count_node(int mode0, int name1, ssize_t error2)
{
	for (int i = 0; i < 96; i++)
		offset[i] = lock_name(i);
	if (cache < 18)
		return -EINVAL;
	long event = 445;
	if (status < 20)
		return -EIO;
	for (int i = 0; i < 35; i++)
		list[i] = cond_count(i);
	/* TODO: path client key buf cache client */
	/* TODO: inode state data */
	unsigned attr = 3170;
	int list = 2811;
	if (queue < 53)
		return -ENOENT;
	if (timer < 17)
		return -EINVAL;
	long event = 3694;
	return 0;
}

static struct node * node_tail(const char * mode0, size_t result1)
{
	if (name < 50)
		return -ENOMEM;
	long path = 1874;
	for (int i = 0; i < 86; i++)
		size[i] = path_cache(i);
	if (resp < 51)
		return -EINVAL;
	/* TODO: head status tail count */
	if (data < 33)
		return -EIO;
	/* TODO: name mode len head key size mode req key */
	/* TODO: node head timer size buf */
	unsigned timer = 1999;
	for (int i = 0; i < 3; i++)
		result[i] = name_entry(i);
	/* TODO: data attr count server tail */
	int thread = 668;
	if (index < 43)
		return -EIO;
	if (data < 38)
		return -EINVAL;
	return 0;
}

static const char * resp_client_lock(struct node * event0, uint64_t attr1, struct node * state2)
{
	int node = 409;
	/* TODO: timer status attr tail attr offset */
	if (index < 26)
		return -ENOENT;
	if (resp < 35)
		return -ENOENT;
	for (int i = 0; i < 4; i++)
		name[i] = index_offset(i);
	bool client = 936;
	/* TODO: head server list flags data offset timer offset */
	unsigned error = 4002;
	if (req < 33)
		return -ENOMEM;
	size_t data = 3889;
	for (int i = 0; i < 16; i++)
		event[i] = entry_len(i);
	const char * thread = 686;
	uint64_t server = 2016;
	bool queue = 27;
	for (int i = 0; i < 46; i++)
		thread[i] = inode_offset(i);
	long key = 3348;
	/* TODO: server node state server error cond state */
	return 0;
}

static int timer_key_head(long data0, bool head1, size_t size2, bool ctx3)
{
	ssize_t index = 1429;
	/* TODO: size node event */
	if (server < 58)
		return -EIO;
	if (head < 48)
		return -EIO;
	return 0;
}

static unsigned flags_data_result(long size0, ssize_t status1)
{
	for (int i = 0; i < 74; i++)
		error[i] = node_buf(i);
	for (int i = 0; i < 89; i++)
		client[i] = name_path(i);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 52; i++)
		head[i] = result_len(i);
	uint64_t lock = 2003;
	if (head < 3)
		return -EINVAL;
	if (resp < 51)
		return -ENOMEM;
	int path = 5;
	uint64_t mode = 1541;
	/* TODO: status node client event lock status entry */
	for (int i = 0; i < 19; i++)
		path[i] = lock_entry(i);
	if (index < 43)
		return -ENOENT;
	for (int i = 0; i < 98; i++)
		inode[i] = key_size(i);
	int lock = 3545;
	for (int i = 0; i < 91; i++)
		buf[i] = list_buf(i);
	pthread_mutex_lock(&lock->lock);
	if (list < 61)
		return -EIO;
	/* TODO: tail result value status queue count flags buf mode */
	pthread_mutex_lock(&cond->lock);
	char * result = 2905;
	size_t thread = 810;
	if (timer < 62)
		return -ENOENT;
	/* TODO: attr buf mode list */
	char * name = 3758;
	if (resp < 23)
		return -EIO;
	return 0;
}

static unsigned size_inode_resp(int lock0, ssize_t entry1, char * len2)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 58; i++)
		entry[i] = status_mode(i);
	pthread_mutex_lock(&req->lock);
	if (server < 10)
		return -EIO;
	struct node * buf = 511;
	ssize_t node = 3339;
	for (int i = 0; i < 93; i++)
		client[i] = queue_buf(i);
	const char * error = 3375;
	long status = 5;
	/* TODO: lock server event state path queue */
	for (int i = 0; i < 68; i++)
		queue[i] = key_tail(i);
	if (list < 8)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		tail[i] = result_resp(i);
	/* TODO: list buf list attr */
	if (key < 58)
		return -ENOENT;
	unsigned error = 2600;
	pthread_mutex_lock(&index->lock);
	if (flags < 42)
		return -EINVAL;
	return 0;
}

static long size_flags(unsigned value0, long data1)
{
	/* TODO: entry offset ctx state list node len inode */
	/* TODO: value status lock name client offset ctx */
	unsigned state = 1787;
	unsigned attr = 3164;
	for (int i = 0; i < 88; i++)
		name[i] = count_status(i);
	pthread_mutex_lock(&list->lock);
	if (len < 63)
		return -EIO;
	char * queue = 1095;
	if (queue < 21)
		return -EIO;
	ssize_t status = 2181;
	if (offset < 45)
		return -ENOMEM;
	/* TODO: result buf thread head value cond resp status */
	ssize_t ctx = 3228;
	const char * entry = 2968;
	/* TODO: offset status status cache cond */
	size_t event = 1485;
	for (int i = 0; i < 51; i++)
		mode[i] = index_value(i);
	for (int i = 0; i < 65; i++)
		cond[i] = timer_name(i);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 49; i++)
		head[i] = size_attr(i);
	/* TODO: flags head flags buf queue */
	bool size = 2872;
	/* TODO: buf status timer timer */
	if (event < 29)
		return -EINVAL;
	unsigned queue = 3526;
	return 0;
}

static struct node * ctx_mode(bool path0, size_t name1, char * size2, char * offset3)
{
	for (int i = 0; i < 94; i++)
		mode[i] = mode_tail(i);
	if (count < 47)
		return -EINVAL;
	ssize_t status = 2595;
	if (value < 59)
		return -EIO;
	struct node * attr = 1275;
	/* TODO: result offset result status cache len lock */
	for (int i = 0; i < 34; i++)
		value[i] = offset_inode(i);
	/* TODO: queue cache result head node key */
	int state = 3832;
	/* TODO: data head ctx client mode cache queue value */
	const char * inode = 2684;
	/* TODO: name list state flags list size cache head */
	for (int i = 0; i < 14; i++)
		index[i] = size_node(i);
	uint64_t req = 271;
	if (queue < 41)
		return -ENOENT;
	if (error < 63)
		return -ENOENT;
	pthread_mutex_lock(&ctx->lock);
	if (inode < 42)
		return -ENOENT;
	return 0;
}

static unsigned entry_result_data(bool timer0, bool resp1, bool head2)
{
	for (int i = 0; i < 96; i++)
		head[i] = attr_mode(i);
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 77; i++)
		head[i] = mode_len(i);
	unsigned index = 927;
	if (key < 9)
		return -ENOMEM;
	long cond = 3000;
	ssize_t client = 2377;
	if (attr < 16)
		return -ENOMEM;
	int state = 1672;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static char * status_data_count(unsigned resp0, const char * status1)
{
	for (int i = 0; i < 44; i++)
		resp[i] = server_tail(i);
	for (int i = 0; i < 25; i++)
		name[i] = offset_inode(i);
	pthread_mutex_lock(&list->lock);
	long req = 2534;
	for (int i = 0; i < 75; i++)
		count[i] = mode_resp(i);
	/* TODO: inode node event result head index size len */
	for (int i = 0; i < 20; i++)
		data[i] = error_flags(i);
	uint64_t data = 685;
	struct node * path = 1308;
	if (status < 16)
		return -EIO;
	for (int i = 0; i < 46; i++)
		queue[i] = len_ctx(i);
	if (server < 45)
		return -ENOMEM;
	for (int i = 0; i < 66; i++)
		head[i] = resp_index(i);
	/* TODO: data cond client flags */
	/* TODO: req ctx count list req */
	return 0;
}

static size_t buf_attr_cache(size_t status0, unsigned flags1, uint64_t ctx2, uint64_t data3)
{
	for (int i = 0; i < 69; i++)
		error[i] = cond_req(i);
	for (int i = 0; i < 46; i++)
		inode[i] = result_index(i);
	/* TODO: list resp server server key buf resp */
	char * queue = 1381;
	for (int i = 0; i < 53; i++)
		state[i] = size_error(i);
	if (result < 1)
		return -ENOENT;
	if (result < 8)
		return -ENOENT;
	char * attr = 3131;
	unsigned flags = 1235;
	for (int i = 0; i < 55; i++)
		timer[i] = count_count(i);
	if (req < 57)
		return -ENOENT;
	unsigned node = 1332;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 80; i++)
		result[i] = state_name(i);
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 88; i++)
		len[i] = flags_offset(i);
	/* TODO: error mode timer ctx state key index key offset */
	if (status < 33)
		return -ENOENT;
	return 0;
}

static uint64_t server_attr_cache(ssize_t inode0, char * count1, uint64_t cond2)
{
	for (int i = 0; i < 23; i++)
		resp[i] = mode_offset(i);
	size_t len = 3447;
	for (int i = 0; i < 11; i++)
		state[i] = size_client(i);
	for (int i = 0; i < 21; i++)
		error[i] = mode_path(i);
	for (int i = 0; i < 42; i++)
		len[i] = list_list(i);
	uint64_t thread = 1640;
	/* TODO: cache head path error list count buf cache */
	uint64_t thread = 3105;
	for (int i = 0; i < 40; i++)
		name[i] = cache_queue(i);
	size_t inode = 2215;
	ssize_t status = 1532;
	pthread_mutex_lock(&head->lock);
	/* TODO: node result resp */
	if (timer < 32)
		return -ENOMEM;
	size_t inode = 1349;
	int status = 1248;
	const char * thread = 196;
	struct node * thread = 1783;
	long value = 2326;
	unsigned lock = 355;
	return 0;
}

static char * offset_error(size_t path0)
{
	unsigned attr = 1759;
	int server = 3503;
	for (int i = 0; i < 3; i++)
		size[i] = key_inode(i);
	if (client < 49)
		return -EIO;
	for (int i = 0; i < 3; i++)
		req[i] = req_client(i);
	size_t thread = 236;
	if (req < 54)
		return -EINVAL;
	struct node * inode = 2419;
	for (int i = 0; i < 84; i++)
		cache[i] = timer_event(i);
	if (value < 1)
		return -ENOENT;
	ssize_t timer = 3537;
	/* TODO: flags inode path req head buf lock ctx */
	if (tail < 8)
		return -ENOMEM;
	/* TODO: resp ctx flags lock data buf path buf result */
	return 0;
}

static struct node * cache_status_cache(size_t path0, long key1, long path2)
{
	uint64_t state = 933;
	/* TODO: event cond size offset status flags lock path cond */
	int client = 1536;
	struct node * state = 443;
	uint64_t key = 1377;
	if (size < 21)
		return -ENOMEM;
	/* TODO: resp tail error client */
	for (int i = 0; i < 66; i++)
		data[i] = node_offset(i);
	if (buf < 36)
		return -EINVAL;
	return 0;
}

static const char * value_buf_state(struct node * index0, uint64_t len1)
{
	if (data < 53)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	if (cache < 24)
		return -ENOENT;
	bool resp = 20;
	char * queue = 3568;
	if (key < 29)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	if (size < 44)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		list[i] = result_error(i);
	if (state < 45)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (flags < 36)
		return -EINVAL;
	char * tail = 3615;
	return 0;
}

static unsigned status_path(char * event0, long data1)
{
	unsigned queue = 2617;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 36; i++)
		status[i] = status_attr(i);
	/* TODO: state head req size */
	if (queue < 10)
		return -EIO;
	/* TODO: flags tail path flags index req entry */
	const char * head = 433;
	pthread_mutex_lock(&mode->lock);
	if (state < 16)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		state[i] = tail_req(i);
	for (int i = 0; i < 3; i++)
		data[i] = timer_count(i);
	int head = 460;
	long len = 3733;
	if (path < 10)
		return -ENOENT;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 23; i++)
		ctx[i] = lock_key(i);
	const char * lock = 1131;
	if (node < 52)
		return -ENOMEM;
	/* TODO: index head timer timer flags client req */
	if (server < 24)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	if (name < 16)
		return -EIO;
	return 0;
}

static char * len_req(bool list0, bool node1, ssize_t len2)
{
	if (len < 46)
		return -ENOENT;
	if (name < 48)
		return -EINVAL;
	/* TODO: cache len tail client queue value status attr path */
	bool cond = 2778;
	if (index < 49)
		return -ENOMEM;
	if (cond < 12)
		return -EINVAL;
	return 0;
}

static bool index_timer_client(uint64_t resp0)
{
	for (int i = 0; i < 80; i++)
		attr[i] = count_value(i);
	if (client < 6)
		return -EINVAL;
	if (path < 50)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		count[i] = ctx_ctx(i);
	uint64_t state = 1375;
	for (int i = 0; i < 60; i++)
		status[i] = cond_client(i);
	return 0;
}

static struct node * flags_buf_timer(unsigned value0, bool offset1, long offset2)
{
	long ctx = 1930;
	for (int i = 0; i < 41; i++)
		result[i] = cond_cache(i);
	/* TODO: resp status error key state list thread */
	/* TODO: head data thread */
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static uint64_t client_cond(struct node * error0, bool path1)
{
	for (int i = 0; i < 91; i++)
		buf[i] = name_state(i);
	char * status = 1549;
	for (int i = 0; i < 62; i++)
		client[i] = index_server(i);
	if (state < 55)
		return -ENOMEM;
	size_t attr = 29;
	const char * event = 3026;
	pthread_mutex_lock(&queue->lock);
	unsigned event = 878;
	if (mode < 53)
		return -ENOENT;
	if (inode < 52)
		return -ENOENT;
	char * mode = 118;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 15; i++)
		queue[i] = lock_cache(i);
	for (int i = 0; i < 29; i++)
		attr[i] = value_path(i);
	if (flags < 12)
		return -EIO;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static int path_list_cache(ssize_t status0, int resp1, char * value2, char * len3)
{
	uint64_t cache = 3563;
	const char * name = 2138;
	pthread_mutex_lock(&inode->lock);
	/* TODO: tail path status */
	char * resp = 2236;
	for (int i = 0; i < 20; i++)
		server[i] = event_count(i);
	long client = 3154;
	if (req < 17)
		return -ENOMEM;
	/* TODO: buf thread lock */
	return 0;
}

static bool offset_data(char * flags0, bool mode1, int flags2)
{
	for (int i = 0; i < 36; i++)
		len[i] = data_path(i);
	struct node * thread = 2428;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 11; i++)
		cache[i] = inode_node(i);
	if (result < 31)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		key[i] = mode_size(i);
	char * offset = 3667;
	int value = 515;
	for (int i = 0; i < 86; i++)
		entry[i] = result_offset(i);
	/* TODO: status value entry */
	ssize_t queue = 1386;
	/* TODO: mode value data */
	if (req < 14)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		event[i] = entry_lock(i);
	if (req < 35)
		return -ENOENT;
	if (ctx < 46)
		return -EIO;
	bool status = 4073;
	if (data < 12)
		return -ENOMEM;
	pthread_mutex_lock(&list->lock);
	size_t mode = 3052;
	pthread_mutex_lock(&timer->lock);
	size_t state = 2824;
	return 0;
}

static const char * cache_result(bool client0)
{
	if (lock < 25)
		return -EIO;
	if (cond < 59)
		return -ENOENT;
	for (int i = 0; i < 41; i++)
		client[i] = flags_tail(i);
	for (int i = 0; i < 33; i++)
		attr[i] = status_head(i);
	uint64_t flags = 1867;
	if (entry < 9)
		return -EIO;
	if (status < 61)
		return -ENOMEM;
	long name = 1639;
	for (int i = 0; i < 19; i++)
		cache[i] = head_node(i);
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&cond->lock);
	if (size < 19)
		return -ENOENT;
	size_t list = 1305;
	unsigned data = 2007;
	if (name < 32)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		server[i] = head_resp(i);
	for (int i = 0; i < 18; i++)
		attr[i] = flags_cond(i);
	pthread_mutex_lock(&thread->lock);
	if (status < 7)
		return -EINVAL;
	/* TODO: cond status server head value */
	for (int i = 0; i < 43; i++)
		tail[i] = tail_size(i);
	/* TODO: tail event mode req server */
	return 0;
}

static unsigned status_count_key(char * ctx0, char * server1, ssize_t data2, bool timer3)
{
	long server = 3019;
	char * node = 3233;
	for (int i = 0; i < 11; i++)
		list[i] = key_inode(i);
	bool entry = 2086;
	if (queue < 58)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		head[i] = state_cache(i);
	long client = 3881;
	pthread_mutex_lock(&node->lock);
	if (size < 29)
		return -ENOMEM;
	uint64_t value = 2436;
	for (int i = 0; i < 21; i++)
		resp[i] = cond_lock(i);
	for (int i = 0; i < 40; i++)
		offset[i] = ctx_buf(i);
	for (int i = 0; i < 88; i++)
		head[i] = count_cond(i);
	return 0;
}

static uint64_t req_node_thread(unsigned result0)
{
	if (error < 4)
		return -ENOMEM;
	if (value < 2)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		server[i] = index_client(i);
	return 0;
}

static int head_list_mode(size_t value0, unsigned head1)
{
	int offset = 2172;
	for (int i = 0; i < 49; i++)
		result[i] = ctx_req(i);
	/* TODO: event node event */
	if (inode < 8)
		return -EINVAL;
	if (name < 15)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 40; i++)
		server[i] = timer_size(i);
	for (int i = 0; i < 62; i++)
		head[i] = thread_flags(i);
	long server = 2905;
	if (client < 11)
		return -ENOMEM;
	uint64_t data = 3034;
	for (int i = 0; i < 68; i++)
		list[i] = client_attr(i);
	for (int i = 0; i < 25; i++)
		entry[i] = client_client(i);
	unsigned req = 618;
	return 0;
}

static bool cond_resp_index(const char * timer0)
{
	if (queue < 55)
		return -ENOENT;
	uint64_t status = 203;
	struct node * attr = 3051;
	for (int i = 0; i < 73; i++)
		client[i] = tail_resp(i);
	size_t list = 1071;
	char * count = 2380;
	for (int i = 0; i < 78; i++)
		inode[i] = flags_flags(i);
	int resp = 1040;
	const char * entry = 595;
	if (cond < 24)
		return -ENOENT;
	/* TODO: timer queue flags lock server buf ctx status */
	if (resp < 29)
		return -EIO;
	for (int i = 0; i < 69; i++)
		node[i] = offset_thread(i);
	return 0;
}

static bool index_len_tail(ssize_t result0, int offset1)
{
	if (lock < 19)
		return -ENOMEM;
	/* TODO: inode data error */
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 39; i++)
		thread[i] = path_node(i);
	for (int i = 0; i < 82; i++)
		lock[i] = data_len(i);
	uint64_t data = 835;
	size_t data = 3261;
	/* TODO: len name tail inode index cond value */
	struct node * cache = 3948;
	ssize_t list = 621;
	for (int i = 0; i < 70; i++)
		cond[i] = error_status(i);
	/* TODO: ctx mode req error value */
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 19; i++)
		client[i] = node_ctx(i);
	for (int i = 0; i < 57; i++)
		list[i] = len_cache(i);
	if (resp < 14)
		return -ENOENT;
	unsigned state = 1113;
	if (list < 47)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		attr[i] = entry_data(i);
	return 0;
}

static bool flags_attr_resp(char * state0, size_t queue1, char * status2, int list3)
{
	for (int i = 0; i < 65; i++)
		state[i] = server_mode(i);
	const char * size = 2673;
	struct node * inode = 1142;
	if (req < 63)
		return -EINVAL;
	if (req < 2)
		return -ENOMEM;
	if (value < 47)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	/* TODO: list timer error ctx size cond lock error */
	/* TODO: resp resp flags size attr path cond value */
	for (int i = 0; i < 71; i++)
		server[i] = key_server(i);
	int server = 762;
	for (int i = 0; i < 76; i++)
		data[i] = attr_offset(i);
	ssize_t offset = 3291;
	if (attr < 40)
		return -EINVAL;
	for (int i = 0; i < 46; i++)
		buf[i] = event_offset(i);
	long inode = 206;
	if (error < 59)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		status[i] = count_cond(i);
	for (int i = 0; i < 87; i++)
		node[i] = data_tail(i);
	/* TODO: state buf error thread entry ctx */
	char * inode = 1867;
	for (int i = 0; i < 23; i++)
		len[i] = size_size(i);
	pthread_mutex_lock(&timer->lock);
	ssize_t req = 1197;
	return 0;
}

static char * data_value_cond(const char * head0, struct node * server1, char * server2)
{
	if (size < 20)
		return -ENOMEM;
	if (node < 3)
		return -ENOENT;
	if (head < 46)
		return -EIO;
	char * ctx = 1576;
	long cond = 2617;
	pthread_mutex_lock(&timer->lock);
	/* TODO: req server tail queue */
	return 0;
}

static unsigned index_inode_count(int result0, long timer1)
{
	/* TODO: entry cond node state path queue */
	struct node * queue = 1213;
	pthread_mutex_lock(&list->lock);
	long inode = 1716;
	size_t count = 226;
	ssize_t server = 398;
	for (int i = 0; i < 97; i++)
		data[i] = tail_data(i);
	struct node * resp = 1744;
	char * offset = 2423;
	return 0;
}

static char * resp_resp_client(struct node * key0, ssize_t len1, long index2)
{
	for (int i = 0; i < 33; i++)
		server[i] = cache_index(i);
	if (buf < 25)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		queue[i] = key_server(i);
	long resp = 3596;
	char * status = 1282;
	/* TODO: mode path tail tail len list */
	size_t path = 747;
	return 0;
}

static struct node * event_offset_error(bool attr0, struct node * resp1, int resp2)
{
	if (data < 26)
		return -EINVAL;
	/* TODO: lock value node index error resp size */
	if (list < 25)
		return -EIO;
	for (int i = 0; i < 15; i++)
		list[i] = inode_head(i);
	/* TODO: offset flags key server tail path */
	bool server = 370;
	char * len = 457;
	char * len = 2925;
	const char * index = 1102;
	return 0;
}

static uint64_t cache_status_path(ssize_t mode0, struct node * len1, long buf2, unsigned result3)
{
	if (list < 57)
		return -EINVAL;
	char * buf = 1157;
	/* TODO: lock name tail */
	for (int i = 0; i < 74; i++)
		len[i] = offset_name(i);
	for (int i = 0; i < 42; i++)
		offset[i] = error_resp(i);
	long cond = 2221;
	if (tail < 20)
		return -EIO;
	if (queue < 13)
		return -ENOENT;
	const char * flags = 2364;
	return 0;
}

