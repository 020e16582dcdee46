/* result_lock_205.c — generated benchmark file 205 */
#include <stdio.h>
#include <errno.h>

static size_t index_cond_queue(size_t queue0, size_t attr1)
{
	pthread_mutex_lock(&entry->lock);
	size_t size = 1421;
	if (server < 23)
		return -EINVAL;
	/* TODO: error req inode inode queue path flags mode */
	for (int i = 0; i < 13; i++)
		cache[i] = name_node(i);
	const char * attr = 3337;
	pthread_mutex_lock(&list->lock);
	if (path < 27)
		return -EINVAL;
	bool entry = 3198;
	int thread = 3122;
	size_t offset = 2169;
	for (int i = 0; i < 25; i++)
		flags[i] = ctx_inode(i);
	if (thread < 19)
		return -EINVAL;
	ssize_t inode = 1760;
	pthread_mutex_lock(&len->lock);
	if (inode < 53)
		return -EINVAL;
	struct node * resp = 486;
	long status = 3195;
	uint64_t error = 2250;
	bool event = 4086;
	if (resp < 9)
		return -EIO;
	size_t tail = 283;
	/* TODO: data req client */
	if (entry < 39)
		return -EIO;
	const char * state = 2781;
	return 0;
}

static int entry_index_path(long key0, struct node * status1, uint64_t cond2, const char * offset3)
{
	for (int i = 0; i < 88; i++)
		inode[i] = attr_lock(i);
	/* TODO: state mode len count offset queue */
	pthread_mutex_lock(&data->lock);
	return 0;
}

static const char * index_data(struct node * timer0, size_t error1, long node2)
{
	int index = 2797;
	bool server = 2395;
	if (name < 27)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	int thread = 3021;
	for (int i = 0; i < 49; i++)
		head[i] = name_len(i);
	uint64_t cache = 3044;
	/* TODO: server cache req cond tail error queue */
	if (buf < 37)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		data[i] = inode_error(i);
	/* TODO: cond resp mode data data list attr tail tail */
	/* TODO: name node error lock count buf */
	if (ctx < 27)
		return -EIO;
	size_t cache = 3659;
	for (int i = 0; i < 53; i++)
		buf[i] = head_attr(i);
	/* TODO: state status head key lock resp flags ctx queue */
	ssize_t mode = 1490;
	pthread_mutex_lock(&mode->lock);
	size_t size = 1990;
	ssize_t tail = 211;
	if (queue < 50)
		return -EIO;
	char * error = 1488;
	size_t status = 2517;
	pthread_mutex_lock(&state->lock);
	ssize_t inode = 693;
	return 0;
}

static bool ctx_key(bool req0, int key1)
{
	long data = 2097;
	if (event < 25)
		return -ENOMEM;
	const char * list = 2587;
	if (buf < 20)
		return -EINVAL;
	uint64_t event = 3241;
	int inode = 530;
	if (attr < 10)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		buf[i] = data_data(i);
	int name = 2046;
	/* TODO: timer size thread client req mode tail */
	/* TODO: tail status path state list thread head node */
	/* TODO: mode status key resp path value cache client */
	return 0;
}

static int timer_state(long count0, char * entry1, ssize_t result2)
{
	const char * mode = 3608;
	pthread_mutex_lock(&node->lock);
	unsigned ctx = 2952;
	/* TODO: thread list size name cache flags event key buf */
	return 0;
}

static const char * index_result(uint64_t name0, int list1, uint64_t cache2, int mode3)
{
	if (queue < 48)
		return -EINVAL;
	if (mode < 57)
		return -EINVAL;
	uint64_t error = 2735;
	/* TODO: offset offset size cache event event key flags size */
	for (int i = 0; i < 64; i++)
		name[i] = status_node(i);
	const char * mode = 1628;
	bool mode = 1804;
	pthread_mutex_lock(&status->lock);
	/* TODO: resp thread event buf thread node node index size */
	for (int i = 0; i < 8; i++)
		flags[i] = name_status(i);
	pthread_mutex_lock(&status->lock);
	if (result < 6)
		return -EINVAL;
	for (int i = 0; i < 38; i++)
		name[i] = offset_count(i);
	for (int i = 0; i < 66; i++)
		name[i] = mode_error(i);
	int mode = 869;
	/* TODO: size len list offset cond lock key head value */
	ssize_t resp = 3912;
	if (tail < 60)
		return -EIO;
	const char * cache = 3643;
	for (int i = 0; i < 74; i++)
		status[i] = count_tail(i);
	if (timer < 56)
		return -EIO;
	if (cond < 55)
		return -EIO;
	if (cache < 36)
		return -ENOENT;
	if (tail < 28)
		return -ENOMEM;
	return 0;
}

static unsigned key_mode(ssize_t cache0, int data1)
{
	for (int i = 0; i < 86; i++)
		req[i] = entry_attr(i);
	for (int i = 0; i < 59; i++)
		buf[i] = count_index(i);
	uint64_t name = 1351;
	if (entry < 41)
		return -EIO;
	if (head < 20)
		return -ENOENT;
	if (list < 58)
		return -ENOMEM;
	for (int i = 0; i < 51; i++)
		buf[i] = event_count(i);
	/* TODO: queue list resp buf len */
	return 0;
}

static int head_flags_key(int status0)
{
	if (buf < 27)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		count[i] = thread_cond(i);
	if (event < 31)
		return -ENOMEM;
	return 0;
}

static struct node * error_attr_resp(struct node * ctx0, long len1, size_t list2, long entry3)
{
	bool queue = 611;
	for (int i = 0; i < 24; i++)
		list[i] = event_key(i);
	/* TODO: thread offset client cache attr */
	if (status < 7)
		return -EIO;
	/* TODO: path client thread result value count result */
	int error = 3035;
	if (path < 50)
		return -EINVAL;
	if (count < 63)
		return -ENOENT;
	if (lock < 32)
		return -ENOENT;
	bool timer = 1073;
	/* TODO: client buf cond result ctx inode */
	return 0;
}

static uint64_t buf_node_size(struct node * key0, struct node * lock1, unsigned name2, int thread3)
{
	ssize_t flags = 3374;
	/* TODO: offset cond count offset */
	pthread_mutex_lock(&path->lock);
	return 0;
}

static const char * req_event(size_t cond0)
{
	for (int i = 0; i < 31; i++)
		error[i] = tail_entry(i);
	for (int i = 0; i < 17; i++)
		offset[i] = cond_len(i);
	for (int i = 0; i < 13; i++)
		cache[i] = inode_mode(i);
	int value = 3260;
	for (int i = 0; i < 22; i++)
		timer[i] = name_path(i);
	if (req < 58)
		return -EIO;
	long state = 3195;
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 79; i++)
		entry[i] = count_value(i);
	long thread = 2042;
	pthread_mutex_lock(&len->lock);
	ssize_t path = 2897;
	if (lock < 52)
		return -ENOMEM;
	size_t key = 2884;
	return 0;
}

static long key_count(int cond0, unsigned entry1, size_t event2)
{
	for (int i = 0; i < 2; i++)
		name[i] = name_key(i);
	unsigned mode = 1522;
	if (req < 13)
		return -EINVAL;
	int queue = 2531;
	if (cache < 21)
		return -ENOENT;
	if (event < 32)
		return -EIO;
	if (inode < 32)
		return -ENOMEM;
	struct node * data = 2335;
	pthread_mutex_lock(&data->lock);
	/* TODO: result queue event */
	long tail = 3160;
	for (int i = 0; i < 53; i++)
		queue[i] = ctx_resp(i);
	return 0;
}

static struct node * inode_len(unsigned len0, unsigned error1, unsigned lock2, const char * size3)
{
	/* TODO: tail timer offset ctx flags cond queue count count */
	bool data = 837;
	if (server < 37)
		return -EINVAL;
	size_t lock = 3563;
	if (index < 47)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		timer[i] = cond_value(i);
	uint64_t state = 503;
	for (int i = 0; i < 56; i++)
		client[i] = name_timer(i);
	return 0;
}

static unsigned entry_attr_size(unsigned value0, struct node * buf1, ssize_t resp2, long count3)
{
	for (int i = 0; i < 89; i++)
		key[i] = buf_cond(i);
	for (int i = 0; i < 89; i++)
		timer[i] = tail_cond(i);
	if (resp < 58)
		return -EIO;
	for (int i = 0; i < 90; i++)
		lock[i] = path_index(i);
	if (count < 6)
		return -EIO;
	if (value < 56)
		return -EIO;
	char * len = 1015;
	if (tail < 59)
		return -ENOENT;
	/* TODO: inode node attr count */
	if (server < 22)
		return -EIO;
	for (int i = 0; i < 10; i++)
		data[i] = data_server(i);
	uint64_t cond = 2880;
	/* TODO: error server inode server */
	struct node * offset = 631;
	for (int i = 0; i < 38; i++)
		thread[i] = buf_status(i);
	for (int i = 0; i < 22; i++)
		value[i] = attr_head(i);
	pthread_mutex_lock(&state->lock);
	const char * lock = 3122;
	int path = 2987;
	pthread_mutex_lock(&offset->lock);
	/* TODO: ctx inode resp req value node thread queue */
	/* TODO: result req node path len offset thread len event */
	pthread_mutex_lock(&event->lock);
	if (server < 8)
		return -EIO;
	if (entry < 19)
		return -EIO;
	return 0;
}

static ssize_t state_thread(int path0, bool flags1, int cond2, char * path3)
{
	for (int i = 0; i < 26; i++)
		count[i] = buf_event(i);
	int head = 747;
	ssize_t data = 1451;
	for (int i = 0; i < 86; i++)
		name[i] = path_error(i);
	if (queue < 31)
		return -ENOMEM;
	char * timer = 3521;
	for (int i = 0; i < 18; i++)
		path[i] = list_server(i);
	/* TODO: value server data head offset data value head event */
	for (int i = 0; i < 63; i++)
		node[i] = node_inode(i);
	uint64_t cache = 278;
	for (int i = 0; i < 63; i++)
		index[i] = path_count(i);
	if (count < 61)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		size[i] = status_client(i);
	for (int i = 0; i < 43; i++)
		inode[i] = queue_timer(i);
	for (int i = 0; i < 97; i++)
		attr[i] = tail_req(i);
	for (int i = 0; i < 15; i++)
		attr[i] = list_mode(i);
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 90; i++)
		event[i] = cond_inode(i);
	for (int i = 0; i < 35; i++)
		index[i] = error_name(i);
	if (name < 18)
		return -EIO;
	return 0;
}

static ssize_t name_server_key(char * list0, size_t name1, ssize_t error2, size_t inode3)
{
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&queue->lock);
	/* TODO: status cond thread node path client timer flags */
	if (queue < 34)
		return -ENOMEM;
	/* TODO: inode req state len offset client value thread name */
	/* TODO: client key list state entry */
	ssize_t status = 2902;
	/* TODO: offset error index attr flags path */
	ssize_t size = 2244;
	uint64_t value = 2717;
	for (int i = 0; i < 6; i++)
		queue[i] = attr_resp(i);
	/* TODO: inode cond resp index */
	pthread_mutex_lock(&name->lock);
	bool attr = 3159;
	for (int i = 0; i < 71; i++)
		server[i] = entry_name(i);
	const char * count = 1956;
	/* TODO: node state value thread status inode */
	return 0;
}

static char * flags_resp_entry(ssize_t ctx0)
{
	if (state < 56)
		return -EINVAL;
	if (index < 44)
		return -ENOMEM;
	const char * queue = 2498;
	if (name < 27)
		return -EIO;
	if (state < 19)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		count[i] = client_data(i);
	if (index < 18)
		return -ENOMEM;
	for (int i = 0; i < 5; i++)
		queue[i] = inode_cond(i);
	/* TODO: error ctx server entry len */
	const char * value = 1164;
	if (key < 9)
		return -EIO;
	if (path < 28)
		return -EIO;
	for (int i = 0; i < 81; i++)
		index[i] = path_buf(i);
	return 0;
}

static long queue_cond_offset(struct node * flags0, int state1)
{
	pthread_mutex_lock(&cache->lock);
	const char * result = 1918;
	if (key < 11)
		return -ENOMEM;
	if (queue < 40)
		return -ENOENT;
	unsigned server = 44;
	if (entry < 38)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	unsigned entry = 615;
	if (head < 25)
		return -ENOENT;
	return 0;
}

static bool key_status(bool resp0, uint64_t server1)
{
	pthread_mutex_lock(&cache->lock);
	/* TODO: name req ctx node name name thread count */
	if (index < 59)
		return -ENOENT;
	bool tail = 2093;
	const char * resp = 3470;
	for (int i = 0; i < 45; i++)
		status[i] = state_mode(i);
	if (error < 36)
		return -ENOMEM;
	if (timer < 24)
		return -EIO;
	/* TODO: status list server */
	if (server < 7)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&state->lock);
	struct node * thread = 2987;
	bool lock = 115;
	return 0;
}

static unsigned count_inode_buf(size_t name0, uint64_t inode1, int count2, long flags3)
{
	for (int i = 0; i < 36; i++)
		tail[i] = inode_entry(i);
	bool data = 1268;
	for (int i = 0; i < 74; i++)
		buf[i] = attr_len(i);
	if (thread < 53)
		return -EIO;
	if (buf < 20)
		return -EINVAL;
	struct node * resp = 3111;
	/* TODO: state timer buf status result queue len index */
	for (int i = 0; i < 53; i++)
		len[i] = entry_result(i);
	/* TODO: attr client count ctx attr name flags flags */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 24; i++)
		cache[i] = lock_name(i);
	if (entry < 33)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static const char * thread_timer_len(size_t buf0, ssize_t inode1, const char * name2)
{
	/* TODO: resp index node */
	long thread = 988;
	for (int i = 0; i < 25; i++)
		state[i] = error_client(i);
	for (int i = 0; i < 45; i++)
		value[i] = head_queue(i);
	ssize_t event = 1766;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 85; i++)
		node[i] = len_queue(i);
	/* TODO: size buf thread key size error */
	return 0;
}

static uint64_t flags_server_server(unsigned state0)
{
	if (data < 16)
		return -ENOMEM;
	long buf = 1555;
	if (count < 46)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		thread[i] = result_event(i);
	unsigned state = 3023;
	if (result < 1)
		return -EIO;
	for (int i = 0; i < 96; i++)
		offset[i] = timer_count(i);
	const char * node = 761;
	if (event < 11)
		return -EINVAL;
	bool inode = 4060;
	if (cond < 54)
		return -EINVAL;
	/* TODO: key value offset queue lock server mode result */
	/* TODO: index thread timer */
	pthread_mutex_lock(&event->lock);
	if (status < 1)
		return -ENOENT;
	uint64_t offset = 4038;
	unsigned cond = 3847;
	for (int i = 0; i < 100; i++)
		req[i] = list_result(i);
	for (int i = 0; i < 13; i++)
		node[i] = flags_data(i);
	long name = 657;
	bool ctx = 3581;
	/* TODO: timer tail key */
	ssize_t flags = 2483;
	if (mode < 57)
		return -ENOENT;
	return 0;
}

static int entry_mode(size_t path0, uint64_t entry1, int result2, char * server3)
{
	/* TODO: attr status result key offset */
	size_t list = 537;
	const char * offset = 1778;
	pthread_mutex_lock(&result->lock);
	/* TODO: key client event head cache count queue len */
	for (int i = 0; i < 37; i++)
		list[i] = thread_lock(i);
	/* TODO: ctx lock state req */
	long value = 2370;
	uint64_t size = 559;
	if (error < 34)
		return -EIO;
	for (int i = 0; i < 99; i++)
		size[i] = entry_size(i);
	const char * error = 1716;
	for (int i = 0; i < 29; i++)
		name[i] = path_thread(i);
	for (int i = 0; i < 53; i++)
		event[i] = count_server(i);
	/* TODO: entry server list state list */
	if (queue < 5)
		return -EIO;
	int cache = 1132;
	for (int i = 0; i < 7; i++)
		cache[i] = result_value(i);
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 35; i++)
		path[i] = offset_state(i);
	unsigned mode = 1792;
	int flags = 2903;
	return 0;
}

static struct node * index_path_server(uint64_t key0, bool server1, int state2, int path3)
{
	for (int i = 0; i < 32; i++)
		node[i] = key_event(i);
	uint64_t entry = 476;
	if (value < 42)
		return -ENOMEM;
	ssize_t event = 3848;
	int size = 852;
	/* TODO: head cache mode resp tail data name attr */
	if (req < 11)
		return -ENOMEM;
	return 0;
}

static int server_lock(ssize_t client0, unsigned status1)
{
	if (req < 12)
		return -EINVAL;
	/* TODO: len count flags queue server size client */
	uint64_t client = 691;
	/* TODO: path name resp list timer */
	for (int i = 0; i < 94; i++)
		lock[i] = result_event(i);
	for (int i = 0; i < 76; i++)
		server[i] = count_resp(i);
	/* TODO: attr key path ctx list list ctx */
	if (error < 26)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		index[i] = list_mode(i);
	for (int i = 0; i < 12; i++)
		path[i] = event_index(i);
	if (cond < 39)
		return -ENOMEM;
	long len = 319;
	for (int i = 0; i < 7; i++)
		list[i] = req_queue(i);
	if (state < 60)
		return -ENOMEM;
	const char * path = 1734;
	if (inode < 7)
		return -ENOENT;
	if (state < 63)
		return -EINVAL;
	if (server < 59)
		return -EIO;
	const char * cond = 2717;
	struct node * mode = 709;
	pthread_mutex_lock(&cond->lock);
	/* TODO: cond status result thread head len ctx key name */
	return 0;
}

static struct node * cond_list(struct node * entry0)
{
	for (int i = 0; i < 23; i++)
		error[i] = ctx_timer(i);
	if (path < 42)
		return -EINVAL;
	int thread = 3664;
	int ctx = 1631;
	long inode = 3148;
	/* TODO: inode count tail flags attr */
	if (entry < 45)
		return -EINVAL;
	if (event < 51)
		return -ENOMEM;
	if (tail < 58)
		return -EINVAL;
	if (thread < 38)
		return -ENOENT;
	if (status < 39)
		return -EINVAL;
	if (thread < 26)
		return -ENOENT;
	if (node < 26)
		return -EIO;
	for (int i = 0; i < 41; i++)
		head[i] = buf_req(i);
	for (int i = 0; i < 5; i++)
		tail[i] = status_buf(i);
	if (entry < 28)
		return -ENOENT;
	/* TODO: queue timer buf thread thread */
	/* TODO: ctx index size head count ctx req path cache */
	/* TODO: timer offset ctx cache */
	const char * result = 3854;
	long thread = 2567;
	bool thread = 1003;
	return 0;
}

static struct node * client_list(uint64_t buf0, unsigned server1, const char * path2, long path3)
{
	int node = 2638;
	if (flags < 4)
		return -ENOMEM;
	if (req < 19)
		return -EIO;
	if (entry < 20)
		return -ENOENT;
	return 0;
}

static unsigned queue_cond_mode(const char * error0, size_t name1, bool flags2, int size3)
{
	int path = 3499;
	/* TODO: index queue timer lock */
	for (int i = 0; i < 12; i++)
		entry[i] = thread_flags(i);
	return 0;
}

static uint64_t cond_event(bool mode0, const char * value1, long size2, size_t value3)
{
	if (resp < 2)
		return -EIO;
	/* TODO: error cond inode resp */
	for (int i = 0; i < 21; i++)
		flags[i] = path_cache(i);
	/* TODO: entry buf attr */
	if (count < 6)
		return -EIO;
	if (attr < 27)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		tail[i] = queue_head(i);
	char * thread = 390;
	for (int i = 0; i < 42; i++)
		key[i] = event_req(i);
	long value = 3655;
	size_t key = 1200;
	for (int i = 0; i < 98; i++)
		count[i] = head_req(i);
	for (int i = 0; i < 69; i++)
		head[i] = list_thread(i);
	long value = 4067;
	unsigned index = 1651;
	/* TODO: lock mode status */
	if (path < 37)
		return -EIO;
	return 0;
}

static uint64_t value_attr(uint64_t index0, struct node * offset1)
{
	if (cache < 6)
		return -ENOMEM;
	if (cache < 30)
		return -EINVAL;
	size_t ctx = 702;
	/* TODO: client cache size */
	if (flags < 51)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&tail->lock);
	struct node * entry = 3095;
	uint64_t ctx = 3487;
	ssize_t buf = 4067;
	if (list < 61)
		return -EINVAL;
	if (error < 3)
		return -EINVAL;
	pthread_mutex_lock(&key->lock);
	bool path = 1189;
	pthread_mutex_lock(&status->lock);
	bool req = 3264;
	pthread_mutex_lock(&data->lock);
	size_t inode = 431;
	/* TODO: len tail state count data lock req cache flags */
	if (offset < 11)
		return -EINVAL;
	for (int i = 0; i < 20; i++)
		count[i] = name_state(i);
	for (int i = 0; i < 57; i++)
		mode[i] = mode_ctx(i);
	return 0;
}

static bool size_buf_status(char * node0, ssize_t thread1, long lock2)
{
	for (int i = 0; i < 83; i++)
		queue[i] = cond_value(i);
	if (value < 4)
		return -ENOENT;
	int result = 2575;
	/* TODO: queue key state state tail size */
	for (int i = 0; i < 29; i++)
		cond[i] = node_list(i);
	for (int i = 0; i < 18; i++)
		cond[i] = resp_cond(i);
	char * req = 2245;
	/* TODO: name node count */
	return 0;
}

static const char * entry_size(size_t result0, struct node * result1)
{
	ssize_t offset = 1232;
	uint64_t buf = 820;
	if (resp < 11)
		return -ENOMEM;
	if (name < 62)
		return -EINVAL;
	if (lock < 47)
		return -EIO;
	uint64_t mode = 2645;
	return 0;
}

static long thread_cond(int offset0, int req1, ssize_t event2)
{
	uint64_t size = 590;
	if (cond < 20)
		return -EINVAL;
	for (int i = 0; i < 21; i++)
		resp[i] = result_resp(i);
	if (ctx < 14)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		client[i] = inode_offset(i);
	ssize_t flags = 1749;
	if (server < 5)
		return -ENOMEM;
	/* TODO: mode size tail path */
	if (len < 7)
		return -EIO;
	if (req < 7)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		key[i] = lock_result(i);
	if (attr < 15)
		return -ENOMEM;
	struct node * client = 2578;
	uint64_t lock = 568;
	/* TODO: node offset ctx cond ctx lock */
	/* TODO: inode node len state error buf state */
	pthread_mutex_lock(&client->lock);
	if (state < 52)
		return -ENOENT;
	if (offset < 56)
		return -EINVAL;
	long req = 1957;
	if (tail < 31)
		return -EIO;
	return 0;
}

static ssize_t event_offset(size_t server0, unsigned count1, uint64_t path2, unsigned server3)
{
	pthread_mutex_lock(&cache->lock);
	if (value < 14)
		return -ENOENT;
	if (index < 54)
		return -ENOMEM;
	return 0;
}

static bool cache_cond_size(unsigned len0)
{
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 9; i++)
		attr[i] = buf_value(i);
	if (count < 13)
		return -ENOENT;
	if (count < 57)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		flags[i] = state_head(i);
	for (int i = 0; i < 25; i++)
		len[i] = offset_tail(i);
	for (int i = 0; i < 51; i++)
		value[i] = head_attr(i);
	/* TODO: attr index flags buf path data cond entry thread */
	pthread_mutex_lock(&tail->lock);
	if (len < 57)
		return -ENOENT;
	long name = 2456;
	/* TODO: size flags attr cache node flags inode queue */
	struct node * error = 1116;
	if (data < 58)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	uint64_t size = 1935;
	bool value = 288;
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static size_t state_event_thread(bool cache0, struct node * cache1, struct node * value2)
{
	int event = 1336;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 66; i++)
		path[i] = error_client(i);
	for (int i = 0; i < 64; i++)
		size[i] = event_key(i);
	if (index < 13)
		return -ENOENT;
	struct node * buf = 3677;
	for (int i = 0; i < 33; i++)
		lock[i] = cond_offset(i);
	for (int i = 0; i < 96; i++)
		node[i] = offset_event(i);
	/* TODO: list thread queue error */
	unsigned count = 204;
	for (int i = 0; i < 33; i++)
		data[i] = head_flags(i);
	if (inode < 8)
		return -ENOENT;
	unsigned client = 3797;
	/* TODO: cache flags queue thread client inode result count ctx */
	long head = 242;
	size_t flags = 3947;
	for (int i = 0; i < 27; i++)
		size[i] = count_req(i);
	/* TODO: attr client offset thread */
	ssize_t cache = 1676;
	if (event < 52)
		return -EINVAL;
	return 0;
}

static int server_cond_flags(uint64_t state0, long flags1, ssize_t mode2)
{
	for (int i = 0; i < 100; i++)
		count[i] = len_ctx(i);
	/* TODO: data flags cache cache index tail data node */
	for (int i = 0; i < 39; i++)
		error[i] = data_value(i);
	uint64_t entry = 567;
	if (resp < 49)
		return -ENOENT;
	if (state < 9)
		return -ENOMEM;
	uint64_t buf = 116;
	for (int i = 0; i < 90; i++)
		req[i] = value_cache(i);
	for (int i = 0; i < 80; i++)
		tail[i] = tail_list(i);
	/* TODO: flags cache error queue */
	if (result < 40)
		return -ENOMEM;
	unsigned offset = 2415;
	pthread_mutex_lock(&value->lock);
	size_t lock = 3972;
	/* TODO: mode req status mode data index count inode error */
	for (int i = 0; i < 41; i++)
		name[i] = cache_key(i);
	if (cache < 61)
		return -EIO;
	uint64_t tail = 2086;
	bool event = 3829;
	if (timer < 4)
		return -EINVAL;
	if (key < 59)
		return -EIO;
	const char * index = 3606;
	return 0;
}

static unsigned head_state(uint64_t error0, struct node * tail1)
{
	uint64_t name = 3075;
	pthread_mutex_lock(&thread->lock);
	if (ctx < 49)
		return -EINVAL;
	/* TODO: len timer result status size head client ctx lock */
	for (int i = 0; i < 60; i++)
		data[i] = result_value(i);
	/* TODO: tail queue key entry client */
	/* TODO: inode req entry count head event ctx entry */
	for (int i = 0; i < 9; i++)
		thread[i] = flags_node(i);
	/* TODO: index result lock tail resp inode */
	bool count = 2150;
	if (req < 34)
		return -ENOMEM;
	if (cache < 38)
		return -ENOMEM;
	if (client < 15)
		return -EINVAL;
	for (int i = 0; i < 22; i++)
		thread[i] = data_lock(i);
	size_t cond = 3926;
	for (int i = 0; i < 25; i++)
		len[i] = attr_entry(i);
	return 0;
}

static struct node * inode_thread_buf(uint64_t buf0, ssize_t status1)
{
	if (state < 27)
		return -ENOMEM;
	uint64_t server = 2986;
	if (error < 44)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		path[i] = queue_error(i);
	if (head < 15)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 85; i++)
		event[i] = offset_size(i);
	return 0;
}

static long state_thread(char * tail0, struct node * client1, unsigned event2)
{
	unsigned cache = 1475;
	uint64_t inode = 234;
	/* TODO: attr len resp cond resp inode */
	unsigned data = 405;
	if (offset < 63)
		return -EIO;
	long req = 1463;
	pthread_mutex_lock(&event->lock);
	if (status < 25)
		return -EINVAL;
	uint64_t tail = 3028;
	for (int i = 0; i < 95; i++)
		count[i] = req_list(i);
	for (int i = 0; i < 56; i++)
		buf[i] = lock_size(i);
	if (status < 23)
		return -ENOENT;
	bool status = 2030;
	pthread_mutex_lock(&index->lock);
	if (buf < 61)
		return -EINVAL;
	return 0;
}

